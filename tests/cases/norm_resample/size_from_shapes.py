import torch
import torch.nn as nn
import torch.nn.functional as F
# The U-Net/FPN idiom: resize to a skip connection's spatial shape, a torch.Size.
x = torch.arange(2 * 3 * 4 * 4.).view(2, 3, 4, 4).sin()
skip = torch.zeros(2, 3, 7, 5)
F.interpolate(x, size=skip.shape[-2:], mode='bilinear', align_corners=False)[1, 2]
F.interpolate(x, size=skip.shape[2:], mode='nearest').shape
F.interpolate(x, size=skip.size()[-2:], mode='bicubic').shape
F.interpolate(x, size=skip.shape[-2:], mode='area').shape
F.adaptive_avg_pool2d(x, skip.shape[-2:]).shape
F.adaptive_max_pool2d(x, torch.Size([2, 2]))
nn.Upsample(size=torch.Size([5, 5]))(x).shape
nn.AdaptiveAvgPool2d(torch.Size([1, 3]))(x)
F.interpolate(x[:, :, 0], size=torch.Size([6]), mode='linear').shape
