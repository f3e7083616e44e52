# Calls PyTorch and CPython accept that we refused or answered differently (found by the
# stop's review): .mT/.mH of a 0-d tensor are the tensor itself, torch.adjoint, and an
# empty dict's popitem / empty set's pop KeyError carrying the plain message.
import torch

s = torch.tensor(1.)
s.mT, s.mT is s, s.mH
torch.tensor([1., 2.]).mT
torch.tensor([1., 2.]).mH
x = torch.arange(6.).reshape(2, 3).requires_grad_()
a = torch.adjoint(x)
a, a.grad_fn.name(), a._is_view(), a.stride(), x.adjoint().shape
torch.adjoint(torch.tensor([1., 2.]))
torch.adjoint(torch.tensor(3.)), torch.ones(2, 3, 4).adjoint().shape
try:
    {}.popitem()
except KeyError as e:
    r = (e.args, str(e))
r
try:
    set().pop()
except KeyError as e:
    r = (e.args, str(e))
r
