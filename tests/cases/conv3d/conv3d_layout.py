import torch
import torch.nn.functional as F
# Channels-last-3d operands of a 3-d convolution: the output is row-major, each gradient
# keeps its operand's layout.
cl = torch.channels_last_3d
x = torch.arange(120, dtype=torch.float32).reshape(1, 2, 3, 4, 5).mul(0.37).sin()
w = torch.arange(108, dtype=torch.float32).reshape(2, 2, 3, 3, 3).mul(0.21).cos()
xr = x.to(memory_format=cl).requires_grad_()
wr = w.clone().requires_grad_()
y = F.conv3d(xr, wr, padding=1)
y.stride()
y.sum().backward()
xr.grad.stride()
wr.grad.stride()
xr.grad
x2 = x.clone().requires_grad_()
w2 = w.to(memory_format=cl).requires_grad_()
y2 = F.conv3d(x2, w2, torch.ones(2), padding=1)
y2.stride()
y2.sum().backward()
x2.grad.stride()
w2.grad.stride()
w2.grad
wt = torch.arange(32, dtype=torch.float32).reshape(2, 2, 2, 2, 2).mul(0.3).sin()
xt = x.to(memory_format=cl).requires_grad_()
wtr = wt.to(memory_format=cl).requires_grad_()
t = F.conv_transpose3d(xt, wtr, stride=2)
t.stride()
t.grad_fn.name()
(t * t).sum().backward()
xt.grad.stride()
wtr.grad.stride()
wtr.grad
