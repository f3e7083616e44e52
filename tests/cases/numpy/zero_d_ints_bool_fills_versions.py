# A 0-d integer ndarray is an int wherever Python or PyTorch's parser takes an index
# (`__index__`); an np.bool_ is no Python bool to PyTorch's parser, so as a Scalar it is the
# double 1.0/0.0 (a float32 fill, an int tensor plus it is float). NumPy's writes into a
# tensor's memory (t.numpy(), torch.from_numpy) leave the tensor's _version alone.
import operator
import torch
import numpy as np
t = torch.arange(6.).reshape(3, 2)
list(range(np.array(3)))
[1, 2, 3][np.array(1)]
torch.zeros(np.array(2))
int(np.array(2.7))
int(np.array(True))
float(np.array(3))
operator.index(np.array(3))
operator.index(np.array(True))
operator.index(np.array([3]))
torch.zeros(np.array([2]))
torch.zeros(np.array(2.0))
torch.zeros((np.array(2), 3))
torch.ones(np.int32(2), np.array(3))
torch.empty(np.array(2)).shape
torch.randn(np.array(2)).shape
torch.full((np.array(2),), 1.0)
t.view(np.array(3), np.array(2)).shape
t.expand(np.array(3), 2).shape
t.repeat(np.array(2), 1).shape
t.reshape(np.array(-1)).shape
t[np.array(1)]
t[np.array(1), np.array(0)]
'abc'[np.array(1)]
(1, 2, 3)[np.array(2)]
[0] * np.array(3)
round(np.array(2.5))
torch.full((2,), np.bool_(True))
torch.full((2,), np.bool_(False))
torch.full((2,), np.bool_(True), dtype=torch.float64)
torch.full((2,), np.int32(3))
torch.full((2,), np.float32(1.1))
torch.full((2,), np.uint8(200))
torch.full((2,), np.array(1.5))
torch.ones(2, dtype=torch.int64) + np.bool_(True)
torch.ones(2, dtype=torch.bool) + np.bool_(True)
torch.ones(2, dtype=torch.int64).add(np.bool_(True))
torch.ones(2, dtype=torch.int64) * np.bool_(False)
np.bool_(True) * torch.ones(2, dtype=torch.int64)
torch.zeros(2, dtype=torch.int64).fill_(np.bool_(True))
torch.ones(2).new_full((2,), np.bool_(True))
torch.where(torch.tensor([True, False]), np.bool_(True), 0)
torch.clamp(torch.tensor([-1, 2]), min=np.bool_(False))
torch.ones(2, dtype=torch.bool) & np.bool_(True)
torch.ones(2, dtype=torch.int64) | np.int64(2)
torch.ones(2, dtype=torch.int64) == np.bool_(True)
repr(np.int64(6) & 3)
repr(3 | np.int64(6))
repr(np.bool_(True) ^ np.bool_(True))
repr(~np.int64(5))
np.int32(7) @ np.int32(2)
np.float64(2) & 1
x = torch.zeros(3)
a = x.numpy()
a[0] = 1
x._version
a += 1
x._version
x
x.add_(1)
x._version
a.tolist()
b = np.ones(3, dtype=np.float32)
u = torch.from_numpy(b)
u._version
b[1] = 5
b[::2] *= 2
u._version
u
u.mul_(2)
u._version
b.tolist()
v = u[1:]
v.add_(1)
u._version, v._version
c = np.asarray(x)
c[2] = 7
x._version
x
c.base is x
np.asarray(x, dtype=np.float64).base is None
d = np.array(x)
d[0] = -1
x
d.base is None
np.array(x, copy=False)
np.asarray(x, copy=False)
np.asarray(x, copy=True).base is None
np.array([1, 2], copy=False)
np.asarray([1, 2], copy=False)
np.array(np.ones(2), dtype=np.int32, copy=False)
np.asarray(np.ones(2), dtype=np.int32, copy=False)
np.array(np.float64(3), copy=False)
g = np.ones(2)
np.array(g, copy=False) is g
np.asarray(g, copy=True) is g
np.asarray(g) is g
y = torch.ones(2, requires_grad=True)
np.asarray(y)
np.array(y)
