# Probe 15 (PyTorch's test_autograd): Tensor.resize, the legacy Function call error,
# torch._C's helpers, the tensor property deleters, and the gc module.
import gc
import torch
import warnings
from torch.autograd import Function

x = torch.arange(6.0).view(2, 3)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    r = x.resize(3, 2)
r
[(w.category.__name__, str(w.message)) for w in caught]
x.t().resize(6)
x.resize(4, 2)
leaf = torch.arange(4.0, requires_grad=True)
out = leaf.resize(2, 2)
out.grad_fn.name()
(out * torch.tensor([[1.0, 2.0], [3.0, 4.0]])).sum().backward()
leaf.grad


class Legacy(Function):
    def forward(self, x):
        return x

    def backward(self, grad_output):
        return grad_output


Legacy()(torch.randn(3, 4))


class Double(Function):
    @staticmethod
    def forward(ctx, x):
        return x * 2

    @staticmethod
    def backward(ctx, g):
        return g * 2


with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    Double().apply(torch.ones(2, requires_grad=True)).sum()
[w.category.__name__ for w in caught]

base = torch.zeros(4, 4)
torch._C._is_alias_of(base, base[1:, 2])
torch._C._is_alias_of(base[1], base[2])
torch._C._is_alias_of(base, base.clone())
torch._C._is_alias_of(base.view(16), base)
u = torch._C._functions.UndefinedGrad()(torch.ones(2, requires_grad=True))
type(u.grad_fn).__name__
u.requires_grad

p = torch.randn(5, 5, requires_grad=True)
p.sum().backward()
p.grad is None
del p.grad
p.grad is None
del p.data
p.data = None
del p.requires_grad
del p._grad_fn
del p._backward_hooks
del p.shape
del p.is_leaf
del p.no_such_attribute
p.note = 3
del p.note
p.note

gc.isenabled()
gc.disable()
gc.isenabled()
gc.enable()
gc.isenabled()
