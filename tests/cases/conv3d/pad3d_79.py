import torch
import torch.nn as nn
import torch.nn.functional as F
# Reflect and replicate padding in 1, 2 and 3 dims (probe 79: the 3-d doc example of
# nn.ReplicationPad3d took ~15 s), on contiguous, transposed and channels-last inputs,
# with their gradients.
x = torch.arange(2 * 3 * 3 * 4 * 5, dtype=torch.float32).reshape(2, 3, 3, 4, 5).mul(0.37).sin()
ys = [F.pad(x, (2, 1, 1, 2, 1, 1), mode=m) for m in ('replicate', 'reflect')]
ys
[(y.shape, y.stride()) for y in ys]
cl = x.contiguous(memory_format=torch.channels_last_3d)
ys = [F.pad(cl, (1, 2, 0, 3, 2, 0), mode=m) for m in ('replicate', 'reflect')]
ys
[(y.shape, y.stride()) for y in ys]
xt = x.transpose(2, 4)
ys = [F.pad(xt, (2, 0, 1, 1, 0, 2), mode=m) for m in ('replicate', 'reflect')]
ys
[(y.shape, y.stride()) for y in ys]
nn.ReplicationPad3d((1, 0, 2, 1, 0, 1))(x[0])
nn.ReflectionPad3d(1)(x[1:, :2])
nn.ReplicationPad2d((2, 1, 0, 3))(x[0, :, 1])
nn.ReflectionPad2d((1, 2, 2, 1))(x[:, 1, :, 1:].transpose(-1, -2))
nn.ReplicationPad1d((3, 1))(x[0, :, 2, 3])
nn.ReflectionPad1d(2)(x[:, :, 1, 2, :])
F.pad(torch.arange(12).reshape(1, 3, 4), (2, 2), mode='replicate')
F.pad(torch.arange(24, dtype=torch.float64).reshape(1, 2, 3, 4), (1, 1, 2, 2), mode='reflect')
# Gradients: every output position adds back to the position it read.
w = torch.arange(2 * 3 * 5 * 7 * 8, dtype=torch.float32).reshape(2, 3, 5, 7, 8).mul(0.11).cos()
grads = []
for m in ('replicate', 'reflect'):
    xg = x.clone().requires_grad_()
    y = F.pad(xg, (2, 1, 1, 2, 1, 1), mode=m)
    (y * w).sum().backward()
    grads.append((y.grad_fn.name(), xg.grad))
grads
xg = x[0, :, :, :2].clone().requires_grad_()
y = F.pad(xg, (1, 2, 1, 0), mode='replicate')
(y * torch.arange(y.numel(), dtype=torch.float32).reshape(y.shape)).sum().backward()
y.grad_fn.name(), xg.grad
