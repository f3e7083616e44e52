# Pre-0.4 tutorial code: torch.autograd.Variable wraps a tensor (PyTorch 2.15 returns a
# plain tensor, detached from its data's graph, with the requires_grad asked for).
import torch
import torch.autograd as autograd
from torch.autograd import Variable

x = Variable(torch.tensor([1.0, 2.0, 3.0]), requires_grad=True)
y = Variable(torch.tensor([4.0, 5.0, 6.0]), requires_grad=True)
z = x + y
z
z.grad_fn
s = z.sum()
s.backward()
x.grad
type(x).__name__
isinstance(x, Variable)
isinstance(3, Variable)
v = autograd.Variable(torch.randn(2, 2))
v.requires_grad
w = torch.ones(2, requires_grad=True)
u = Variable(w * 2)
u.requires_grad
u.is_leaf
Variable
try:
    Variable([1, 2])
except TypeError as e:
    msg = str(e)
msg
