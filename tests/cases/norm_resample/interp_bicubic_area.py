import torch
import torch.nn as nn
import torch.nn.functional as F
# Bicubic upsampling, as image pipelines write it.
x = torch.arange(16.).view(1, 1, 4, 4).requires_grad_()
up = F.interpolate(x, scale_factor=2, mode='bicubic', align_corners=False)
up[0, 0]
up.grad_fn
up.shape, up.stride()
F.interpolate(torch.arange(4.).view(1, 1, 2, 2), size=(3, 3), mode='bicubic')
F.interpolate(x.detach(), size=(3, 5), mode='bicubic', align_corners=True)[0, 0]
F.interpolate(x.detach(), size=(2, 2), mode='bicubic')[0, 0]
F.interpolate(x.detach(), size=(1, 1), mode='bicubic', align_corners=True)
F.interpolate(x.detach(), scale_factor=(1.5, 0.75), mode='bicubic')
w = torch.linspace(-1, 1, 64).view(1, 1, 8, 8)
(up * w).sum().backward()
x.grad
img = torch.arange(2 * 3 * 5 * 6.).view(2, 3, 5, 6).sin()
r = F.interpolate(img, size=(7, 4), mode='bicubic')
r[1, 2]
cl = F.interpolate(img.to(memory_format=torch.channels_last), scale_factor=2, mode='bicubic')
cl.stride()
torch.allclose(cl, F.interpolate(img, scale_factor=2, mode='bicubic'))
nn.Upsample(scale_factor=2, mode='bicubic', align_corners=True)(x.detach())[0, 0, :3]
F.interpolate(x.detach().double(), scale_factor=2, mode='bicubic').dtype
def attempt(f):
    try:
        return f()
    except Exception as e:
        return (type(e).__name__, str(e))
attempt(lambda: F.interpolate(torch.rand(1, 2, 4), scale_factor=2, mode='bicubic'))
attempt(lambda: F.interpolate(torch.rand(1, 1, 2, 2, 2), scale_factor=2, mode='bicubic'))
attempt(lambda: F.interpolate(torch.arange(16).view(1, 1, 4, 4), scale_factor=2, mode='bicubic'))
# 'area' is adaptive average pooling.
a = torch.arange(16.).view(1, 1, 4, 4).requires_grad_()
ar = F.interpolate(a, size=(2, 2), mode='area')
ar
ar.grad_fn
ar.sum().backward()
a.grad
F.interpolate(a.detach(), scale_factor=0.5, mode='area')
F.interpolate(a.detach(), size=(3, 3), mode='area')
F.interpolate(a.detach(), size=1, mode='area').grad_fn
F.interpolate(a.detach(), size=(1, 1), mode='area')
s1 = torch.arange(10.).view(1, 2, 5).requires_grad_()
o1 = F.interpolate(s1, size=3, mode='area')
o1, o1.grad_fn
F.interpolate(s1.detach(), scale_factor=0.6, mode='area')
attempt(lambda: F.interpolate(a, size=2, mode='area', align_corners=False))
attempt(lambda: F.interpolate(torch.arange(16).view(1, 1, 4, 4), size=2, mode='area'))
nn.Upsample(size=(2, 2), mode='area')(a.detach())
