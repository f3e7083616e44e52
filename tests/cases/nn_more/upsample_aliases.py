import warnings
import torch
import torch.nn as nn
import torch.nn.functional as F

def caught(f):
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        r = f()
    return [(x.category.__name__, str(x.message)) for x in w], r

# The old names of F.interpolate still work, and warn that they are deprecated.
img = torch.arange(2 * 1 * 3 * 4, dtype=torch.float32).reshape(2, 1, 3, 4).pow(2).sin().requires_grad_()
caught(lambda: F.upsample(img, scale_factor=2))
caught(lambda: F.upsample(img, size=(5, 6), mode="bilinear", align_corners=False))
caught(lambda: F.upsample(img, size=(5, 6), mode="bicubic", align_corners=True))
caught(lambda: F.upsample_nearest(img, size=(4, 7)))
caught(lambda: F.upsample_nearest(img[0], scale_factor=3))
w, big = caught(lambda: F.upsample_bilinear(img, scale_factor=2))
w
big[1, 0]
big.grad_fn
big.sum().backward()
img.grad[0, 0]
torch.equal(big, F.interpolate(img, scale_factor=2, mode="bilinear", align_corners=True))
caught(lambda: F.upsample_bilinear(img, size=(2, 2)))
# The warning names the caller's line.
with warnings.catch_warnings(record=True) as ws:
    warnings.simplefilter("always")
    F.upsample_nearest(img, scale_factor=2)
ws[0].lineno, ws[0].category.__name__
# The modules: nn.Upsample and its two fixed-mode subclasses.
up = nn.Upsample(scale_factor=2, mode="nearest")
repr(up)
repr(nn.Upsample(size=(3, 5), mode="bilinear", align_corners=True))
repr(nn.Upsample(scale_factor=(2, 3), mode="bicubic"))
near = nn.UpsamplingNearest2d(scale_factor=2)
repr(near)
lin = nn.UpsamplingBilinear2d(size=(4, 6))
repr(lin)
lin.align_corners, lin.mode, near.mode
caught(lambda: lin(img.detach()))
caught(lambda: near(img.detach()))[1][0, 0, :2]
up(img.detach()).shape
try:
    caught(lambda: F.upsample(img, scale_factor=2, size=3))
except ValueError as e:
    m1 = str(e)
m1
try:
    caught(lambda: F.upsample_bilinear(img[0], scale_factor=2))
except NotImplementedError as e:
    m2 = str(e)
m2
