import torch
import torch.nn.functional as F
# torch.channel_shuffle is the function F.channel_shuffle names; native_channel_shuffle
# is ATen's kernel under it, with no derivative of its own.
x = torch.arange(2 * 6 * 2 * 3, dtype=torch.float32).reshape(2, 6, 2, 3).pow(2).sin().requires_grad_()
y = torch.channel_shuffle(x, 3)
y[0, :, 1, 2]
y.grad_fn
torch.equal(y, F.channel_shuffle(x, 3))
(y * torch.arange(72.0).reshape(2, 6, 2, 3).cos()).sum().backward()
x.grad[1, :, 0, 0]
n = torch.native_channel_shuffle(x, 2)
n[1, :, 1, 1]
n.grad_fn
n.shape, n.stride()
try:
    n.sum().backward()
except RuntimeError as e:
    m0 = str(e)
m0
torch.native_channel_shuffle(x.detach(), 2).grad_fn
torch.native_channel_shuffle(torch.arange(12).reshape(1, 6, 2), groups=3)
torch.channel_shuffle(input=torch.arange(12).reshape(1, 6, 2), groups=2)
cl = torch.native_channel_shuffle(x.detach().to(memory_format=torch.channels_last), 3)
cl.stride(), torch.equal(cl, torch.channel_shuffle(x.detach(), 3))
torch.native_channel_shuffle(x.detach().transpose(2, 3), 3).stride()
try:
    torch.native_channel_shuffle(torch.ones(2, 4), 2)
except RuntimeError as e:
    m1 = str(e)
m1
try:
    torch.native_channel_shuffle(x, 4)
except RuntimeError as e:
    m2 = str(e)
m2
try:
    torch.channel_shuffle(x, 0)
except RuntimeError as e:
    m3 = str(e)
m3
try:
    torch.native_channel_shuffle(x, 2.0)
except TypeError as e:
    m4 = str(e)
m4
try:
    torch.channel_shuffle(x, 2.0)
except TypeError as e:
    m5 = str(e)
m5
