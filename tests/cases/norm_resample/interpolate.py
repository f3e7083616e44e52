import torch
import torch.nn as nn
import torch.nn.functional as F

x = torch.arange(2 * 2 * 3 * 4, dtype=torch.float32).mul(0.731).sin().reshape(2, 2, 3, 4)
# the docs' example of nn.Upsample
inp = torch.arange(1, 5, dtype=torch.float32).view(1, 1, 2, 2)
m = nn.Upsample(scale_factor=2, mode='nearest')
repr(m)
m(inp)
m = nn.Upsample(scale_factor=2, mode='bilinear')
m(inp)
m = nn.Upsample(scale_factor=2, mode='bilinear', align_corners=True)
repr(m)
m(inp)
nn.UpsamplingNearest2d(scale_factor=2)(inp)
nn.UpsamplingBilinear2d(scale_factor=2)(inp)
repr(nn.Upsample(size=(3, 3), mode='bilinear', align_corners=True))
repr(nn.Upsample(scale_factor=(2, 3)))
F.interpolate(x, size=(5, 7))
F.interpolate(x, size=(2, 3))
F.interpolate(x, scale_factor=1.7)
F.interpolate(x, scale_factor=1.7, recompute_scale_factor=True)
F.interpolate(x, scale_factor=(0.6, 1.3))
F.interpolate(x, size=(5, 7), mode='nearest-exact')
F.interpolate(x, size=(5, 7), mode='bilinear')
F.interpolate(x, size=(5, 7), mode='bilinear', align_corners=True)
F.interpolate(x, scale_factor=1.7, mode='bilinear')
F.interpolate(x, scale_factor=(0.6, 2.5), mode='bilinear', align_corners=False)
F.interpolate(x, size=(1, 1), mode='bilinear', align_corners=True)
F.interpolate(x[0], scale_factor=2.5, mode='linear')
F.interpolate(x[0], size=7, mode='linear', align_corners=True)
F.interpolate(x[0], size=9)
F.interpolate(x.unsqueeze(2), scale_factor=(2, 1.5, 1), mode='trilinear')
F.interpolate(x.unsqueeze(2), size=(2, 4, 5))
# grads
xr = x.clone().requires_grad_()
y = F.interpolate(xr, scale_factor=1.5, mode='bilinear')
y.grad_fn
(y * torch.arange(y.numel(), dtype=torch.float32).reshape(y.shape).cos()).sum().backward()
xr.grad
xr.grad = None
y = F.interpolate(xr, size=(7, 5))
y.grad_fn
y.pow(2).sum().backward()
xr.grad
xr.grad = None
y = F.interpolate(xr, size=(4, 9), mode='bilinear', align_corners=True)
y.sum().backward()
xr.grad
x1 = x[0].clone().requires_grad_()
y1 = F.interpolate(x1, scale_factor=3, mode='linear')
y1.grad_fn
y1.sum().backward()
x1.grad
F.interpolate(x1, scale_factor=2).grad_fn
# channels_last
xc = x.contiguous(memory_format=torch.channels_last)
F.interpolate(xc, scale_factor=2).stride()
F.interpolate(xc, scale_factor=2, mode='bilinear').stride()
F.interpolate(xc, scale_factor=2, mode='bilinear')
# non-contiguous input
F.interpolate(x.transpose(2, 3), size=(3, 3), mode='bilinear')
