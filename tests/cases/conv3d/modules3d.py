import math
import torch
import torch.nn as nn
import torch.nn.functional as F
# Video and volumetric layers with deterministic weights (set under no_grad, so the wgpu
# device computes with the same numbers).
def rnd(*shape, scale=1.0):
    n = math.prod(shape)
    return torch.arange(n, dtype=torch.float32).mul(0.731).sin().mul(scale).reshape(shape)
def fill(m):
    with torch.no_grad():
        for p in m.parameters():
            p.copy_(rnd(*p.shape, scale=0.3))
    return m
conv = fill(nn.Conv3d(2, 4, 3, padding=1))
conv
conv.weight.shape
conv.bias.shape
clip = rnd(1, 2, 4, 6, 6).requires_grad_()
y = conv(clip)
y
y.shape
y.grad_fn.name()
y.sum().backward()
clip.grad
conv.weight.grad
conv.bias.grad
nn.Conv3d(2, 4, (1, 3, 3), stride=(1, 2, 2), padding=(0, 1, 1), bias=False)
nn.Conv3d(4, 4, 3, groups=2, dilation=2, padding='same')
nn.Conv3d(2, 3, 3, padding_mode='reflect')
c2 = fill(nn.Conv3d(2, 3, (1, 3, 3), stride=(1, 2, 2), padding=(0, 1, 1), bias=False))
c2(rnd(1, 2, 4, 6, 6))
c2(rnd(2, 4, 6, 6)).shape
c3 = fill(nn.Conv3d(2, 2, 3, padding=1, padding_mode='replicate'))
c3(rnd(1, 2, 3, 4, 4))
c4 = fill(nn.Conv3d(4, 4, 3, groups=2, padding='same'))
c4(rnd(1, 4, 3, 4, 5)).shape
c5 = fill(nn.Conv3d(2, 3, 3, padding=1))
c5(rnd(1, 2, 3, 4, 5).to(memory_format=torch.channels_last_3d)).stride()
up = fill(nn.ConvTranspose3d(4, 2, 2, stride=2))
up
up.weight.shape
z = rnd(1, 4, 2, 3, 3).requires_grad_()
u = up(z)
u
u.shape
u.grad_fn.name()
(u * u).sum().backward()
z.grad
up.weight.grad
nn.ConvTranspose3d(4, 2, 3, stride=2, padding=1, output_padding=1, groups=2, dilation=1)
up2 = fill(nn.ConvTranspose3d(2, 2, 3, stride=2, padding=1, output_padding=1))
up2(rnd(1, 2, 2, 2, 2)).shape
up2(rnd(1, 2, 2, 2, 2), output_size=[4, 4, 4]).shape if False else up2(rnd(2, 2, 2, 2)).shape
# Pooling modules.
pool = nn.MaxPool3d(2)
pool
nn.MaxPool3d((1, 2, 2), stride=(1, 2, 2))
nn.MaxPool3d(3, stride=2, padding=1, ceil_mode=True)
pool(y)
nn.MaxPool3d(2, return_indices=True)(rnd(1, 1, 4, 4, 4))
avg = nn.AvgPool3d(2, stride=1, padding=1, count_include_pad=False)
avg
avg(rnd(1, 1, 3, 3, 3))
nn.AvgPool3d((1, 2, 2), divisor_override=2)(rnd(1, 1, 2, 4, 4))
gap = nn.AdaptiveAvgPool3d(1)
gap
gap(y).flatten(1)
nn.AdaptiveAvgPool3d((2, None, 1))
nn.AdaptiveAvgPool3d((2, None, 1))(y).shape
amp = nn.AdaptiveMaxPool3d((1, 2, 2), return_indices=True)
amp
amp(y)
unpool = nn.MaxUnpool3d(2)
unpool
p, i = nn.MaxPool3d(2, return_indices=True)(rnd(1, 2, 4, 4, 4))
unpool(p, i)
unpool(p, i, output_size=torch.Size([1, 2, 5, 5, 5])).shape
# A tiny C3D-style clip classifier.
net = nn.Sequential(
    nn.Conv3d(2, 4, 3, padding=1), nn.ReLU(),
    nn.MaxPool3d((1, 2, 2)),
    nn.Conv3d(4, 4, 3, padding=1), nn.ReLU(),
    nn.MaxPool3d(2),
    nn.AdaptiveAvgPool3d(1), nn.Flatten(), nn.Linear(4, 3),
)
fill(net)
net
logits = net(rnd(2, 2, 4, 8, 8))
logits
loss = F.cross_entropy(logits, torch.tensor([0, 2]))
loss
loss.backward()
net[0].weight.grad.sum()
net[3].bias.grad
net[8].weight.grad
# A 3-D U-Net step: down, up, concatenate.
down = fill(nn.Conv3d(1, 2, 3, padding=1))
upc = fill(nn.ConvTranspose3d(2, 2, 2, stride=2))
v = rnd(1, 1, 4, 4, 4)
d = F.max_pool3d(F.relu(down(v)), 2)
d.shape
cat = torch.cat([upc(d), F.relu(down(v))], dim=1)
cat.shape
cat.sum()
type(conv)
type(pool)
type(unpool)
isinstance(conv, nn.modules.conv._ConvNd)
nn.ConvTranspose3d(2, 3, 3, padding_mode='reflect')
nn.Conv3d(2, 3, 3, padding='same', stride=2)
conv(rnd(1, 3, 4, 4, 4))
conv(rnd(1, 2, 4, 4))
nn.Conv3d(2, 3, 3)(rnd(1, 2, 2, 4, 4))
