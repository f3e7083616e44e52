# conv3d keeps channels_last_3d only where PyTorch's CPU hands it to oneDNN (float32, and not
# a tiny single-image 1x1 problem); the slow 3-d kernel writes row-major output.
import torch
import torch.nn.functional as F

torch.manual_seed(0)
x2 = torch.randn(2, 4, 4, 4, 4).to(memory_format=torch.channels_last_3d)
x1 = torch.randn(1, 4, 4, 4, 4).to(memory_format=torch.channels_last_3d)
w1 = torch.randn(3, 4, 1, 1, 1)
w3 = torch.randn(3, 4, 3, 3, 3)
F.conv3d(x2, w1).stride()
F.conv3d(x2, w3).stride()
F.conv3d(x1, w1).stride()
F.conv3d(x1, w3).stride()
F.conv3d(x1, w3, stride=2).stride()
F.conv3d(x1, w3, dilation=1, padding=1).stride()
F.conv3d(x2.double(), w3.double()).stride()
F.conv3d(x2.contiguous(), w3.contiguous(memory_format=torch.channels_last_3d)).stride()
F.conv3d(x2.contiguous(), w3).stride()
torch.nn.Conv3d(4, 3, 3)(x2).stride()
torch.allclose(F.conv3d(x2, w3), F.conv3d(x2.contiguous(), w3), atol=1e-5)
