# F.fractional_max_pool2d/3d drawing their samples (torch.rand(N, C, 2 or 3) in the input's
# dtype, one draw per call, so later draws stay in step), as the nn.functional docs examples
# run them, and the modules without given samples. (probe 16: the missing fractional pools
# also shifted every later draw, e.g. gumbel_softmax's.)
import torch
import torch.nn.functional as F
torch.manual_seed(0)
input = torch.randn(4, 3, 10, 8)
F.fractional_max_pool2d(input, 3, output_size=(4, 3))
F.fractional_max_pool2d(input, 3, output_ratio=(0.5, 0.5))
F.fractional_max_pool2d(input[0], 2, output_size=3, return_indices=True)
torch.rand(2)
input = torch.randn(2, 3, 6, 5, 7, dtype=torch.float64)
F.fractional_max_pool3d(input, 2, output_size=(3, 2, 4))
F.fractional_max_pool3d(input, 2, output_ratio=(0.5, 0.5, 0.5), return_indices=True)
logits = torch.randn(5, 4)
F.gumbel_softmax(logits, tau=1, hard=False)
m = torch.nn.FractionalMaxPool2d(3, output_ratio=(0.5, 0.5))
m(torch.randn(2, 2, 9, 9))
m3 = torch.nn.FractionalMaxPool3d(2, output_size=2, return_indices=True)
m3(torch.randn(1, 2, 4, 4, 4))
x = torch.randn(1, 2, 8, 8, requires_grad=True)
y = F.fractional_max_pool2d(x, 2, output_size=4)
y.sum().backward()
x.grad.sum(), x.grad[0, 0]
