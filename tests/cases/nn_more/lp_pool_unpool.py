import torch
import torch.nn as nn
import torch.nn.functional as F
# Power-average pooling: (sum of x^p over the window)^(1/p).
x = torch.arange(2 * 2 * 4 * 4, dtype=torch.float32).reshape(2, 2, 4, 4).sin().add(1.2).requires_grad_()
y = F.lp_pool2d(x, 2, 2)
y
y.grad_fn
y.grad_fn.next_functions[0][0]
y.sum().backward()
x.grad[0, 0]
F.lp_pool2d(x.detach(), 3, (2, 3), stride=1)
F.lp_pool2d(x.detach(), 2, 3, stride=2, ceil_mode=True).shape
F.lp_pool2d(x.detach(), float("inf"), 2)[0, 0]
F.lp_pool2d(x.detach(), float("inf"), 2).grad_fn
F.lp_pool2d(x, -float("inf"), 2).grad_fn
sig = torch.arange(2 * 3 * 7, dtype=torch.float32).reshape(2, 3, 7).cos().requires_grad_()
s = F.lp_pool1d(sig, 1, 3, stride=2)
s
s.grad_fn
s.sum().backward()
sig.grad
F.lp_pool1d(sig.detach(), 2.5, 2)
pool2 = nn.LPPool2d(2, 3)
pool2
pool1 = nn.LPPool1d(3, 2, stride=1)
pool1
pool1(sig.detach())
pool2(torch.ones(1, 6, 6))
try:
    F.lp_pool2d(x, 0, 2)
except ValueError as e:
    m1 = str(e)
m1
try:
    nn.LPPool1d(0, 2)
except ValueError as e:
    m2 = str(e)
m2
# Max unpooling puts each maximum back where max pooling found it.
img = torch.tensor([[[[1.0, 5.0, 2.0, 0.0], [3.0, 4.0, 8.0, 6.0], [0.5, 9.0, 1.5, 2.5], [7.0, 3.5, 4.5, 0.25]]]])
pooled, idx = F.max_pool2d(img, 2, return_indices=True)
pooled.requires_grad_()
idx
up = F.max_unpool2d(pooled, idx, 2)
up
up.grad_fn
up.shape, up.stride()
(up * torch.arange(16.0).reshape(1, 1, 4, 4)).sum().backward()
pooled.grad
F.max_unpool2d(pooled.detach(), idx, 2, output_size=(5, 5))
F.max_unpool2d(pooled.detach(), idx, 2, output_size=torch.Size([1, 1, 5, 4]))
F.max_unpool2d(pooled.detach()[0], idx[0], 2)
unpool = nn.MaxUnpool2d(2, stride=2)
unpool
unpool(pooled.detach(), idx)
nn.MaxUnpool2d((2, 3), padding=1)
line = torch.tensor([[[0.5, 2.0, 1.0, 3.0, 4.0, -1.0, 2.5]]])
lp, li = F.max_pool1d(line, 2, return_indices=True)
u1 = F.max_unpool1d(lp, li, 2)
u1
u1.shape
F.max_unpool1d(lp, li, 2, output_size=[7])
nn.MaxUnpool1d(2)(lp, li).grad_fn
nn.MaxUnpool1d(2, 1)
F.max_unpool1d(lp[0], li[0], 2).shape
cl = F.max_unpool2d(pooled.detach().expand(2, 3, 2, 2).contiguous(memory_format=torch.channels_last), idx.expand(2, 3, 2, 2), 2)
cl.stride()
try:
    F.max_unpool2d(pooled, idx, 2, output_size=(7, 7))
except ValueError as e:
    m3 = str(e)
m3
try:
    F.max_unpool2d(pooled, idx, 2, output_size=(1, 5, 5))
except ValueError as e:
    m4 = str(e)
m4
try:
    F.max_unpool2d(pooled, idx.int(), 2)
except RuntimeError as e:
    m5 = str(e)
m5
try:
    F.max_unpool2d(pooled, idx[:, :, :1], 2)
except RuntimeError as e:
    m6 = str(e)
m6
try:
    F.max_unpool2d(pooled, torch.tensor([[[[0, 1], [2, 7]]]]), 1)
except RuntimeError as e:
    m7 = str(e)
m7
try:
    F.max_unpool2d(pooled[0, 0], idx[0, 0], 2)
except RuntimeError as e:
    m8 = str(e)
m8
bad = idx.clone()
bad[0, 0, 0, 1] = 20
try:
    F.max_unpool2d(pooled, bad, 2)
except RuntimeError as e:
    m9 = str(e)
m9
