import torch
import torch.nn as nn
import torch.nn.functional as F
# ShuffleNet's channel shuffle: 6 channels in 3 groups of 2 become 2 groups of 3.
x = torch.arange(6.0).reshape(1, 6, 1, 1).expand(1, 6, 2, 2).contiguous().requires_grad_()
y = F.channel_shuffle(x, 3)
y[0, :, 0, 0]
y.grad_fn
y.shape, y.stride()
(y * torch.arange(24.0).reshape(1, 6, 2, 2)).sum().backward()
x.grad
shuffle = nn.ChannelShuffle(2)
shuffle
shuffle.groups
seq = torch.arange(2 * 4 * 3).reshape(2, 4, 3)
shuffle(seq)
shuffle(seq).dtype
# The result keeps a channels-last input's layout; a transposed one comes back contiguous.
img = torch.arange(2 * 4 * 3 * 3, dtype=torch.float32).reshape(2, 4, 3, 3)
cl = F.channel_shuffle(img.to(memory_format=torch.channels_last), 2)
cl.stride()
torch.equal(cl, F.channel_shuffle(img, 2))
t = F.channel_shuffle(img.transpose(2, 3), 2)
t.stride()
t[1, :, 0, 1]
F.channel_shuffle(torch.ones(0, 4, 3), 2).shape
F.channel_shuffle(img.double(), 4)[0, :, 1, 1]
try:
    F.channel_shuffle(torch.ones(2, 4), 2)
except RuntimeError as e:
    m1 = str(e)
m1
try:
    F.channel_shuffle(img, 3)
except RuntimeError as e:
    m2 = str(e)
m2
try:
    nn.ChannelShuffle(0)(img)
except RuntimeError as e:
    m3 = str(e)
m3
try:
    F.channel_shuffle(img, 2.0)
except TypeError as e:
    m4 = str(e)
m4
