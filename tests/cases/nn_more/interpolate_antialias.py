import torch
import torch.nn.functional as F
# Shrinking an image with antialias=True: each output pixel averages a window of input
# pixels (a triangle or cubic filter stretched by the shrink factor), as PIL resizes.
img = torch.arange(2 * 3 * 9 * 11, dtype=torch.float32).reshape(2, 3, 9, 11).pow(2).sin().requires_grad_()
small = F.interpolate(img, size=(4, 5), mode="bilinear", antialias=True)
small[0, 0]
small.grad_fn
small.shape, small.stride()
plain = F.interpolate(img, size=(4, 5), mode="bilinear")
(small - plain).abs().max()
(small * torch.arange(4 * 5.0).reshape(4, 5).cos()).sum().backward()
img.grad[1, 2]
cubic = F.interpolate(img, size=(3, 4), mode="bicubic", antialias=True)
cubic[1]
cubic.grad_fn
img.grad = None
cubic.pow(2).sum().backward()
img.grad[0, 1]
# A window normalised to sum to one keeps a constant image constant.
F.interpolate(torch.full((1, 1, 7, 10), 3.0), size=(2, 3), mode="bicubic", antialias=True)
# By scale factor, with align_corners, and with the scale recomputed from the sizes.
ramp = torch.arange(1 * 2 * 6 * 8, dtype=torch.float32).reshape(1, 2, 6, 8)
F.interpolate(ramp, scale_factor=0.5, mode="bilinear", antialias=True)
F.interpolate(ramp, scale_factor=0.5, mode="bilinear", antialias=True, align_corners=True)
F.interpolate(ramp, scale_factor=0.3, mode="bicubic", antialias=True)
F.interpolate(ramp, scale_factor=0.3, mode="bicubic", antialias=True, recompute_scale_factor=True)
F.interpolate(ramp, scale_factor=(0.4, 0.7), mode="bilinear", antialias=True)
# Only one dim shrinks; the other is left as it is.
F.interpolate(ramp, size=(6, 3), mode="bilinear", antialias=True)[0, 1]
# Enlarging reads the same two (bilinear) taps as without antialias; bicubic's filter
# differs (a = -0.5 instead of -0.75).
up = F.interpolate(ramp, size=(9, 11), mode="bilinear", antialias=True)
# (The two kernels round differently in the last bits, so the check allows a few ulps.)
(up - F.interpolate(ramp, size=(9, 11), mode="bilinear")).abs().max() < 1e-4
F.interpolate(ramp, size=(7, 9), mode="bicubic", antialias=True)[0, 0]
same = F.interpolate(ramp, size=(6, 8), mode="bicubic", antialias=True)
torch.equal(same, ramp), same.data_ptr() == ramp.data_ptr()
# Doubles, channels-last inputs, an empty batch.
F.interpolate(ramp.double(), size=(4, 3), mode="bicubic", antialias=True)
cl = F.interpolate(ramp.to(memory_format=torch.channels_last), size=(4, 3), mode="bilinear", antialias=True)
cl.stride()
torch.equal(cl, F.interpolate(ramp, size=(4, 3), mode="bilinear", antialias=True))
F.interpolate(torch.ones(0, 2, 6, 8, requires_grad=True), size=(3, 4), mode="bilinear", antialias=True).grad_fn
# Second derivatives.
x = torch.arange(1 * 1 * 7 * 6, dtype=torch.float64).reshape(1, 1, 7, 6).pow(2).sin().requires_grad_()
y = F.interpolate(x, size=(3, 4), mode="bicubic", antialias=True)
g, = torch.autograd.grad(y.pow(3).sum(), x, create_graph=True)
g[0, 0]
h, = torch.autograd.grad(g.sum(), x)
h[0, 0]
# Other modes have no antialiasing; integer and half images are refused.
try:
    F.interpolate(img, size=(4, 5), mode="nearest", antialias=True)
except ValueError as e:
    m1 = str(e)
m1
try:
    F.interpolate(img[0], size=4, mode="linear", antialias=True)
except ValueError as e:
    m2 = str(e)
m2
try:
    F.interpolate(torch.ones(1, 1, 4, 4, dtype=torch.int32), size=(2, 2), mode="bilinear", antialias=True)
except NotImplementedError as e:
    m3 = str(e)
m3
try:
    F.interpolate(torch.ones(1, 1, 4, 4).half(), size=(2, 2), mode="bicubic", antialias=True)
except NotImplementedError as e:
    m4 = str(e)
m4
try:
    F.interpolate(torch.ones(1, 1, 0, 4), size=(2, 2), mode="bilinear", antialias=True)
except RuntimeError as e:
    m5 = str(e)
m5
