# Found by this stop's review: a bool tensor is no size, NaN items find themselves as the same
# CPython object does, structseqs have count/index, normalize(dim=None) is the whole norm,
# an in-place floor_divide_ records a node whose backward raises (a gradient flowed as if
# it had not happened), apply_ takes a one-element tensor result.
import math
import torch
import torch.nn.functional as F

x = torch.arange(6.)
torch.zeros(torch.tensor(True)).shape
x.view(torch.tensor(True), 6).shape
x.new_zeros(torch.tensor(True)).shape
n = float('nan')
[n] == [n]
n in [n]
[n].index(n)
{n: 1}[n]
m = torch.max(torch.tensor([1., 3.]), 0)
m.count(m.values)
m.index(m.indices)
x = torch.arange(6.).reshape(2, 3)
F.normalize(x, dim=None)
F.normalize(x, dim=(0, 1))
w = torch.tensor([0.5, 1.5], requires_grad=True)
y = (w * 2).floor_divide(2)
y.grad_fn
y.sum().backward()
w.grad
z = w * 2
z.floor_divide_(2)
z.grad_fn
z.sum().backward()
w.grad
torch.tensor([1.0, 2.0]).apply_(lambda v: torch.tensor(3.0))
