import torch
import torch.nn as nn
import torch.nn.functional as F

x = torch.arange(2 * 3 * 4 * 5, dtype=torch.float32).mul(0.731).sin().reshape(2, 3, 4, 5)
w = torch.tensor([1.5, -0.5, 2.0], requires_grad=True)
b = torch.tensor([0.1, 0.2, -0.3], requires_grad=True)
xr = x.clone().requires_grad_()
rm = torch.zeros(3)
rv = torch.ones(3)
y = F.batch_norm(xr, rm, rv, w, b, training=True, momentum=0.2)
y
y.grad_fn
rm
rv
(y * torch.arange(120.).reshape(2, 3, 4, 5).cos()).sum().backward()
xr.grad
w.grad
b.grad
# eval mode uses the running statistics
xe = x.clone().requires_grad_()
ye = F.batch_norm(xe, rm, rv, w, None, training=False)
ye
ye.grad_fn
ye.pow(2).sum().backward()
xe.grad
# no running stats, training
F.batch_norm(x, None, None, training=True)
# channels_last in, channels_last out, grads too
xc = x.contiguous(memory_format=torch.channels_last).requires_grad_()
yc = F.batch_norm(xc, None, None, w, b, training=True)
yc.stride()
yc.sin().sum().backward()
xc.grad
xc.grad.stride()
gn = F.group_norm(xc, 3)
gn.stride()
gn
# 1-d batch norm: (N, C) and (N, C, L)
bn1 = nn.BatchNorm1d(3, momentum=None)
repr(bn1)
bn1(x[:, :, 0, :])
bn1(x[:, :, 1, :] * 2)
bn1.running_mean
bn1.running_var
bn1.num_batches_tracked
bn1(x[:, :, 0, 0])
nn.BatchNorm1d(3, affine=False, track_running_stats=False)
nn.BatchNorm2d(4, bias=False)
m = nn.BatchNorm2d(3, track_running_stats=False)
list(m.state_dict().keys())
m.eval()
m(x)
# group norm
g = nn.GroupNorm(3, 6)
repr(g)
repr(nn.GroupNorm(2, 4, affine=False))
with torch.no_grad():
    g.weight.copy_(torch.linspace(-1, 1, 6))
    g.bias.copy_(torch.linspace(0, 0.5, 6))
xg = torch.arange(2 * 6 * 3, dtype=torch.float32).mul(0.37).cos().reshape(2, 6, 3).requires_grad_()
yg = g(xg)
yg
yg.grad_fn
(yg * yg).sum().backward()
xg.grad
g.weight.grad
g.bias.grad
F.group_norm(x, 1)
F.group_norm(x[:, :, 0, 0], 3)
