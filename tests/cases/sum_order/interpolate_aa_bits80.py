# Antialiased resizing as torchvision-style code does it (float images, then rounded back
# to 0..255), checked bit for bit: each result's float32 bits as int32. ATen's compiled
# kernel rounds the products of each full group of taps and fuses the tail taps, so a plain
# left-to-right sum gives 166.50002 where PyTorch gives 166.5 (and 167 after round()).
import torch
import torch.nn.functional as F

x = torch.arange(16.0).view(1, 1, 4, 4) * 15
y = F.interpolate(x, size=(3, 3), mode="bilinear", antialias=True)
y[0, 0, 2, 0].item()
y.round()
y.cpu().view(torch.int32)

g = torch.Generator().manual_seed(0)
img = torch.rand(2, 3, 37, 41, generator=g) * 255
small = F.interpolate(img, size=(13, 17), mode="bilinear", antialias=True)
small.cpu().view(torch.int32)[0, 0, :4]
small.round().clamp(0, 255).to(torch.uint8)[1, 2]
tall = F.interpolate(img, size=(37, 17), mode="bilinear", antialias=True)
tall.cpu().view(torch.int32)[1, 1, :3]
cub = F.interpolate(img, size=(20, 9), mode="bicubic", antialias=True)
cub.cpu().view(torch.int32)[0, 2, :3]
up = F.interpolate(img[:, :, :5, :6], size=(9, 11), mode="bilinear", antialias=True)
up.cpu().view(torch.int32)[0, 0, :2]

# float64: two lanes a group.
d = F.interpolate(img.double(), size=(11, 7), mode="bilinear", antialias=True)
d.cpu().view(torch.int64)[0, 1, :3]
dc = F.interpolate(img.double(), size=(9, 30), mode="bicubic", antialias=True)
dc.cpu().view(torch.int64)[1, 0, :2]

# One column wide: ATen's forward gives every row the first row's value (its height pass
# reads the first window for all rows), unless the input is channels-last.
F.interpolate(x, size=(3, 1), mode="bilinear", antialias=True)
F.interpolate(x, size=(8, 1), mode="bicubic", antialias=True).flatten()
F.interpolate(x, size=(4, 1), mode="bilinear", antialias=True).flatten()
F.interpolate(x, size=(1, 3), mode="bilinear", antialias=True)
cl = img.contiguous(memory_format=torch.channels_last)
F.interpolate(cl, size=(3, 1), mode="bilinear", antialias=True)[1, 2].flatten()
F.interpolate(img, size=(3, 1), mode="bilinear", antialias=True)[1, 2].flatten()

# Its gradient is ATen's backward kernel, which has no such quirk.
xg = x.clone().requires_grad_(True)
F.interpolate(xg, size=(3, 1), mode="bilinear", antialias=True).sum().backward()
xg.grad
