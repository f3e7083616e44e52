# A hostile user's bridge: arrays and tensors sharing memory written from both sides, every in-place
# operator of an array (a //= 2 must write through, not rebind), negative strides refused by
# torch.from_numpy/tensor/as_tensor, t.numpy() of views and of a transposed tensor.
import torch
import numpy as np
a = np.arange(12, dtype=np.float64).reshape(3, 4)
t = torch.from_numpy(a)
t[0, 0] = 100
a[1, 1] = -5
a[:, 2] += 1
t[:, 3].mul_(2)
a //= 2
a %= 5
a **= 2
t.add_(1)
b = a.T
tb = torch.from_numpy(b)
tb[0, 1] = 77
a[::2] = 0
c = a[::-1]
torch.from_numpy(c)
torch.from_numpy(a[:, ::-2])
torch.tensor(a[::-1])
torch.as_tensor(a[::-1])
torch.as_tensor(a[::-1].copy())
d = np.flip(a)
torch.from_numpy(np.ascontiguousarray(a[::-1]))
u = torch.arange(6.).reshape(2, 3)
n = u.numpy()
n[0] = 9
u.t_()
n2 = u.numpy()
n2[0, 1] = -1
w = torch.ones(4)[::2]
nw = w.numpy()
nw[:] = 3
z = np.zeros(4, dtype=np.int32)
tz = torch.from_numpy(z)
tz += 1.5
z2 = np.zeros(4, dtype=np.int64)
z2 += np.array([1.5, 2, 3, 4])
z3 = np.zeros(3, dtype=np.uint8)
z3 -= 1
z4 = np.ones(3, dtype=bool)
z4 += True
z4 *= False
z5 = np.arange(3)
z5 /= 2
z6 = np.arange(3.)
z6 //= 0
z7 = np.arange(4).reshape(2, 2)
z7 += z7.T
z8 = np.arange(4)
z8[1:] += z8[:-1]
z9 = np.arange(5.)
z9[::-1] += z9
repr(a)
t
repr(b)
tb
u
repr(n)
repr(n2)
w
repr(nw)
repr(z)
tz
repr(z2)
repr(z3)
repr(z4)
repr(z5)
repr(z6)
repr(z7)
repr(z8)
repr(z9)
t._version
u._version
t.storage_offset()
tb.stride()
torch.from_numpy(a[1:, 1:]).storage_offset()
torch.from_numpy(a[1:, 1:]).untyped_storage().nbytes()
a.base is None
n.base is u
t.numpy() is a
torch.from_numpy(a).numpy().base is a
