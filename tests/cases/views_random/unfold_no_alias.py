import torch
import torch.nn.functional as F
x = torch.arange(12.).reshape(1, 1, 3, 4)
y = F.unfold(x, 1)
y._is_view()
y.mul_(2)
x
z = F.fold(torch.arange(4.).reshape(1, 4, 1), (2, 2), 1)
z._is_view()
r = torch.roll(torch.arange(6.).reshape(2, 3), 1)
r._is_view()
p = torch.arange(3.).repeat(2)
p._is_view()
w = torch.randn(2, 3, requires_grad=True)
h = w.repeat(2, 1)
h += 1
h.sum().backward()
w.grad
