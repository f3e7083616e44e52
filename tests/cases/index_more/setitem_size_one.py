import torch
import torch.nn as nn

# d2l's optimisers update parameters through a slice: `p[:] = p - lr * grad`.
a = torch.ones(1)
a[:] += 1
a
b = torch.ones(1, 3)
b[:] = b[:]
b[:] -= 0.5 * b
b
c = torch.ones(1, 1, 1, 2)
c[...] *= 3
c
d = torch.arange(6.).reshape(1, 2, 3)
d[0:1, 0:2] = d[0:1, 0:2]
d[:, 1:] += 10
d
f = torch.ones(1, 1)
f[0] += 1
f
lin = nn.Linear(2, 1)
with torch.no_grad():
    lin.weight.data[:] -= 0.1 * torch.ones(1, 2)
    lin.bias.data[:] -= 0.1
lin.weight.shape
lin.bias.shape
# Broadcast values still expand, and the graph shows the expand as PyTorch's does.
x = torch.zeros(2, 3)
v = torch.ones(3, requires_grad=True)
x[:] = v
x.grad_fn
x.grad_fn.next_functions[1][0]
x.sum().backward()
v.grad
y = torch.zeros(2, 3)
u = torch.ones(1, 3, requires_grad=True)
y[:] = u
y.grad_fn.next_functions[1][0]
y.grad_fn.next_functions[1][0].next_functions[0][0]
z = torch.zeros(1, 3)
s = torch.ones(1, 3, requires_grad=True)
z[:] = s
z.grad_fn.next_functions[1][0]
z.sum().backward()
s.grad
# A value that overlaps the written elements partly is still refused.
p = torch.arange(4.)
p[1:] = p[:3]
q = torch.arange(6.).reshape(2, 3)
q[:] = q[0]
q
q[0:1] = q[1]
q
