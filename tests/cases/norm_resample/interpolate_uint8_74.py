# Nearest resizing of uint8 images and label maps, as vision code does before .float()
import torch
import torch.nn.functional as F
img = (torch.arange(2 * 3 * 4 * 5) * 7 % 256).to(torch.uint8).view(2, 3, 4, 5)
up = F.interpolate(img, size=(6, 7), mode="nearest")
up
up.dtype
F.interpolate(img, scale_factor=2, mode="nearest-exact")[0, 0]
F.interpolate(img, scale_factor=0.5, mode="nearest")
cl = img.contiguous(memory_format=torch.channels_last)
F.interpolate(cl, size=(3, 3), mode="nearest").stride()
F.interpolate(img[:, :, :, 0], size=9, mode="nearest")
F.interpolate(img.view(1, 2, 3, 4, 5), scale_factor=(1, 2, 0.5), mode="nearest").shape
F.interpolate(img.view(1, 2, 3, 4, 5), size=(2, 2, 2), mode="nearest-exact")
torch.nn.Upsample(scale_factor=2, mode="nearest")(img[:1, :1])
labels = torch.tensor([[0, 1], [2, 3]]).view(1, 1, 2, 2)
F.interpolate(labels, scale_factor=2, mode="nearest")
F.interpolate(labels.to(torch.int8), size=3, mode="nearest")
F.interpolate(labels[0], size=3, mode="nearest")
F.interpolate(labels.view(1, 1, 1, 2, 2), size=3, mode="nearest")
F.interpolate(labels.bool(), scale_factor=2, mode="nearest")
F.interpolate(labels[0], size=3, mode="linear")
F.interpolate(labels.view(1, 1, 1, 2, 2), size=3, mode="trilinear")
F.interpolate(labels, size=3, mode="bilinear")
F.interpolate(labels, size=3, mode="bicubic")
F.interpolate(img[:, :, :, 0], size=9, mode="linear")
