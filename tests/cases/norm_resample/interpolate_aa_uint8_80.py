# Antialiased resizing of uint8 images, as torchvision-style pipelines call it (no float
# round trip): ATen's int16 fixed-point kernel, whose bytes differ from rounding the
# float resize. Bilinear and bicubic, shrinking and enlarging, channels-last, 5 channels.
import torch
import torch.nn.functional as F
# A deterministic "image": a hash of the position, so every device sees the same bytes.
x = (torch.arange(2 * 3 * 37 * 41) * 7919 % 251).reshape(2, 3, 37, 41).to(torch.uint8)
a = F.interpolate(x, size=(13, 17), mode="bilinear", antialias=True)
a.dtype, a.shape, a.stride()
a[0, 0, :3]
a.int().sum()
b = F.interpolate(x, size=(20, 9), mode="bicubic", antialias=True)
b[1, 2, :3]
b.int().sum()
c = F.interpolate(x, size=(37, 17), mode="bilinear", antialias=True)
c.int().sum()
d = F.interpolate(x, size=(13, 41), mode="bicubic", antialias=True)
d.int().sum()
u = F.interpolate(x[:, :, :5, :6], size=(9, 11), mode="bicubic", antialias=True)
u.int().sum(), u[0, 0, 0]
cl = x.contiguous(memory_format=torch.channels_last)
e = F.interpolate(cl, size=(13, 17), mode="bilinear", antialias=True)
e.stride(), torch.equal(e, a)
x5 = (torch.arange(5 * 9 * 11) * 104729 % 256).reshape(1, 5, 9, 11).to(torch.uint8)
F.interpolate(x5, size=(4, 5), mode="bilinear", antialias=True)[0, :, 0]
F.interpolate(x, size=(37, 41), mode="bilinear", antialias=True).data_ptr() == x.data_ptr()
torch.equal(F.interpolate(x, size=(37, 41), mode="bilinear", antialias=True), x)
f = F.interpolate(x, scale_factor=0.5, mode="bilinear", antialias=True)
f.shape, f.int().sum()

# Without antialias, bilinear uint8 resizing is the same fixed-point kernel with the
# filter's own window (align_corners shifts the centres by half a pixel).
p = F.interpolate(x, size=(13, 17), mode="bilinear")
p[1, 2, -1], p.int().sum()
F.interpolate(x, size=(80, 90), mode="bilinear", align_corners=True).int().sum()
F.interpolate(x, scale_factor=0.37, mode="bilinear")[0, 1, 2]
F.interpolate(x5, size=(4, 20), mode="bilinear")[0, 4]
# ATen's own check fails for a 1x1 output of a 3-channel channels-first image.
try:
    F.interpolate(x, size=(1, 1), mode="bilinear")
except RuntimeError as e:
    err = str(e)
err
F.interpolate(cl, size=(1, 1), mode="bilinear", antialias=True).flatten()
F.interpolate(x[:, :1], size=(1, 1), mode="bilinear").flatten()
