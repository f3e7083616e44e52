# F.fractional_max_pool2d/3d with given samples (no draws): the window starts ATen's
# generate_intervals computes (W from sample 0 and H from sample 1 in 2d; T, H, W in 3d),
# first maximum per window, the last NaN winning, indices into each plane, unbatched
# inputs, the backward (FractionalMaxPool2DBackward0), the modules and ATen's checks.
# (probe 16: pytorch docs' nn.functional examples, the fractional poolings were missing.)
import torch
import torch.nn.functional as F
x = torch.arange(63.).reshape(1, 1, 7, 9).sin().repeat(1, 2, 1, 1).requires_grad_()
s = torch.tensor([[[0.1, 0.9], [0.7, 0.3]]])
o, i = F.fractional_max_pool2d(x, 2, output_size=(4, 5), return_indices=True, _random_samples=s)
o
i
o.grad_fn.name()
o.sum().backward()
x.grad[0, 1]
F.fractional_max_pool2d(x.detach()[0], (2, 3), output_size=(3, 2), _random_samples=s)
F.fractional_max_pool2d_with_indices(x.detach(), 3, output_ratio=(0.5, 0.5), _random_samples=s)
F.fractional_max_pool2d(x.detach().double(), 2, output_size=1, return_indices=True, _random_samples=s.double())
nan = float("nan")
F.fractional_max_pool2d(torch.tensor([[[[1., nan], [nan, 0.]]]]), 2, output_size=1, return_indices=True, _random_samples=torch.tensor([[[0.5, 0.5]]]))
F.fractional_max_pool2d(torch.tensor([[[[2., 2.], [2., 2.]]]]), 2, output_size=1, return_indices=True, _random_samples=torch.tensor([[[0.5, 0.5]]]))
y = torch.arange(210.).reshape(1, 1, 5, 6, 7).cos().repeat(1, 2, 1, 1, 1)
s3 = torch.tensor([[[0.1, 0.5, 0.9], [0.2, 0.6, 0.8]]])
o3, i3 = F.fractional_max_pool3d(y, 2, output_size=(3, 4, 5), return_indices=True, _random_samples=s3)
o3
i3
F.fractional_max_pool3d(y[0], (2, 1, 3), output_size=(2, 5, 3), _random_samples=s3)
m = torch.nn.FractionalMaxPool2d(2, output_size=(3, 4), return_indices=True, _random_samples=s)
m
m(x.detach())
list(m.named_buffers())[0][0]
torch.nn.FractionalMaxPool3d(2, output_ratio=0.5, _random_samples=s3)(y).shape
F.fractional_max_pool2d(x, 2, output_size=(7, 9), _random_samples=s)
F.fractional_max_pool2d(x, 2, output_size=(4,), _random_samples=s)
F.fractional_max_pool2d(x, 2)
F.fractional_max_pool2d(x, (2, 2, 2), output_size=(2, 2), _random_samples=s)
F.fractional_max_pool2d(x, 2, output_size=(2, 2), _random_samples=torch.rand(1, 2, 3))
F.fractional_max_pool2d(torch.zeros(1, 2, 3, 4, 5), 2, output_size=(2, 2))
F.fractional_max_pool2d(torch.zeros(1, 3, 0, 4), 2, output_size=2, _random_samples=s)
F.fractional_max_pool2d(x, 2, output_ratio=(0.5, 0.5, 0.5))
F.fractional_max_pool3d(y, 2, output_size=(5, 6, 7), _random_samples=s3)
F.fractional_max_pool3d(y, 2, output_size=(3, 4), _random_samples=s3)
torch.nn.FractionalMaxPool2d(2, output_ratio=1.5)
torch.nn.FractionalMaxPool2d(2, output_size=2, output_ratio=0.5)
torch.nn.FractionalMaxPool2d(2)
