import math
import torch
import torch.nn.functional as F
# Volumetric pooling on deterministic data (a clip: batch, channels, time, height, width).
def rnd(*shape, requires_grad=False):
    n = math.prod(shape)
    t = torch.arange(n, dtype=torch.float32).mul(0.731).sin().mul(2.0).reshape(shape)
    return t.requires_grad_(requires_grad)
x = rnd(2, 3, 5, 6, 7, requires_grad=True)
m = F.max_pool3d(x, 2)
m
m.grad_fn.name()
m.sum().backward()
x.grad
v, i = F.max_pool3d(x, 3, stride=2, padding=1, return_indices=True)
v
i
i.dtype
F.max_pool3d(x, (1, 2, 3), stride=(1, 2, 2))
F.max_pool3d(x, 2, stride=1, dilation=(2, 1, 2))
F.max_pool3d(x, 2, ceil_mode=True, return_indices=True)
F.max_pool3d(x, 3, stride=2, padding=1, ceil_mode=True)
F.max_pool3d(x[0], 2)
F.max_pool3d(x[0], 2).shape
F.max_pool3d(torch.arange(64).view(1, 1, 4, 4, 4), 2)
F.max_pool3d(torch.full((1, 1, 3, 3, 3), float('-inf')), 2, padding=1, return_indices=True)
cl = x.detach().to(memory_format=torch.channels_last_3d)
pc = F.max_pool3d(cl, 2, return_indices=True)
pc[0].stride()
pc[1].stride()
pc[0].is_contiguous(memory_format=torch.channels_last_3d)
xc = cl.clone().requires_grad_()
F.max_pool3d(xc, 2).sum().backward()
xc.grad.stride()
x.grad = None
a = F.avg_pool3d(x, 2)
a
a.grad_fn.name()
(a * a).sum().backward()
x.grad
F.avg_pool3d(x, 3, stride=2, padding=1)
F.avg_pool3d(x, 3, stride=2, padding=1, count_include_pad=False)
F.avg_pool3d(x, 3, stride=2, padding=1, ceil_mode=True)
F.avg_pool3d(x, 3, stride=2, padding=1, ceil_mode=True, count_include_pad=False)
F.avg_pool3d(x, 2, divisor_override=3)
F.avg_pool3d(x, (1, 2, 2))
F.avg_pool3d(torch.ones(1, 1, 5, 5, 5), 3, stride=2, padding=1, ceil_mode=True)
F.avg_pool3d(torch.arange(64).view(1, 1, 4, 4, 4), 2)
F.avg_pool3d(x.double(), 2).dtype
F.avg_pool3d(cl, 2).stride()
xc.grad = None
F.avg_pool3d(xc, 2).sum().backward()
xc.grad.stride()
x.grad = None
ad = F.adaptive_avg_pool3d(x, (2, 3, 4))
ad
ad.grad_fn.name()
ad.sum().backward()
x.grad
F.adaptive_avg_pool3d(x, 3)
F.adaptive_avg_pool3d(x, (None, 2, None)).shape
F.adaptive_avg_pool3d(x, 1).grad_fn.name()
F.adaptive_avg_pool3d(x, (1, 1, 1)).view(2, 3)
F.adaptive_avg_pool3d(x[0], (4, 4, 5))
F.adaptive_avg_pool3d(cl, 2).stride()
F.adaptive_avg_pool3d(x.half(), 2)
x.grad = None
am, ai = F.adaptive_max_pool3d(x, (2, 3, 4), return_indices=True)
am
ai
am.grad_fn.name()
am.sum().backward()
x.grad
F.adaptive_max_pool3d(x, 3)
F.adaptive_max_pool3d(x[1], (3, 2, 5), return_indices=True)
F.adaptive_max_pool3d(cl, 2).stride()
xc.grad = None
F.adaptive_max_pool3d(xc, 2).sum().backward()
xc.grad.stride()
# Unpooling back to the clip's size.
y, idx = F.max_pool3d(x.detach(), 2, return_indices=True)
u = F.max_unpool3d(y, idx, 2, output_size=x.shape[2:])
u
u.shape
F.max_unpool3d(y, idx, 2, output_size=x.shape).shape
yy = y.clone().requires_grad_()
uu = F.max_unpool3d(yy, idx, 2, output_size=(5, 6, 7))
uu.grad_fn.name()
(uu * rnd(*uu.shape)).sum().backward()
yy.grad
w = rnd(1, 2, 4, 4, 4)
pw, iw = F.max_pool3d(w, 2, return_indices=True)
F.max_unpool3d(pw, iw, 2)
F.max_unpool3d(pw[0], iw[0], (2, 2, 2), stride=2)
F.max_unpool3d(pw.to(memory_format=torch.channels_last_3d), iw, 2).stride()
# Area interpolation of a volume is adaptive average pooling.
F.interpolate(x, size=(2, 3, 4), mode='area')
F.interpolate(x, scale_factor=0.5, mode='area').shape
F.interpolate(x, size=(2, 3, 4), mode='area').grad_fn.name()
F.interpolate(cl, size=(3, 3, 3), mode='area').stride()
F.interpolate(x, size=(1, 1, 1), mode='area').grad_fn.name()
