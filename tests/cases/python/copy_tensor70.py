# copy.copy of a tensor and a Parameter (stop 70): CPython's copy goes through
# Tensor.__reduce_ex__, so the copy is a new leaf over the same storage.
import copy
import torch

p = torch.nn.Parameter(torch.ones(2))
c = copy.copy(p)
c.data_ptr() == p.data_ptr(), type(c).__name__, c is p, c.requires_grad
t = torch.ones(3, requires_grad=True)
d = copy.copy(t)
d.data_ptr() == t.data_ptr(), d.requires_grad, d.is_leaf, d._base is None, d.grad_fn
with torch.no_grad():
    d.add_(1)
t
d._version, t._version
t.grad = torch.zeros(3)
copy.copy(t).grad
y = t * 2
e = copy.copy(y)
e.requires_grad, e.is_leaf, e.grad_fn
v = torch.arange(6.0).view(2, 3)[:, 1]
cv = copy.copy(v)
cv.stride(), cv.storage_offset(), cv._base is None, cv.shape, cv
cv[0] = 10.0
v
copy.copy(torch.tensor(5))
