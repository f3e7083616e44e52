# A transposed convolution whose output would be empty: ATen lists every spatial dim's
# input and signed output size (a 1-d one as 2-d with height 1).
import torch
import torch.nn as nn
torch.manual_seed(0)
nn.ConvTranspose2d(3, 2, 2, padding=3)(torch.randn(1, 3, 1, 1))
nn.ConvTranspose2d(3, 2, (2, 5), padding=(3, 0))(torch.randn(1, 3, 1, 2))
nn.ConvTranspose1d(3, 2, 3, padding=2)(torch.randn(1, 3, 1))
nn.ConvTranspose1d(1, 1, 2, padding=1)(torch.randn(1, 1))
nn.ConvTranspose3d(1, 1, 2, padding=1, stride=2)(torch.randn(1, 1, 1, 1, 1))
nn.ConvTranspose2d(1, 1, 3, padding=3)(torch.randn(1, 1, 2, 5))
nn.ConvTranspose2d(1, 1, 3, padding=2, dilation=2, output_padding=1, stride=2)(torch.randn(1, 1, 1, 1)).shape
nn.ConvTranspose2d(1, 1, 3, padding=1)(torch.randn(1, 1, 1, 1)).shape
torch.nn.functional.conv_transpose2d(torch.ones(1, 1, 2, 2), torch.ones(1, 1, 2, 2), padding=2)
