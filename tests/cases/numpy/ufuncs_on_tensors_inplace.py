# NumPy's ufuncs given torch tensors compute on t.numpy() and come back as tensors (a bool result as
# uint8); a NumPy scalar meeting a tensor in an operator is the tensor's op (np.bool_ a float);
# in-place operators' casts (UFuncTypeError, 'divide') and overlapping in-place writes.
import torch
import numpy as np
t = torch.arange(6, dtype=torch.float32).reshape(2, 3)
a = np.arange(6, dtype=np.float32).reshape(2, 3)
ti = torch.tensor([1, 2])
np.sqrt(t)
np.exp(t)
np.sqrt(torch.tensor(4.))
np.add(t, a)
np.add(a, t)
np.add(ti, 2.5)
np.add(ti, np.float64(2.5))
np.float64(2.5) + ti
ti + np.float64(2.5)
np.float32(2) * ti
ti * np.float32(2)
np.int64(3) - ti
np.float64(1) < ti
np.maximum(t, a)
np.isnan(t)
np.isinf(torch.tensor([1., float('inf')]))
np.isfinite(torch.tensor(2.))
np.abs(t)
np.less(t, 2)
np.negative(ti)
np.multiply(t, 2)
np.true_divide(ti, 2)
np.floor_divide(ti, 2)
np.power(ti, 2)
z = np.zeros(4, dtype=np.int64)
z += np.array([1.5, 2, 3, 4])
z5 = np.arange(3)
z5 /= 2
z8 = np.arange(4)
z8[1:] += z8[:-1]
repr(z8)
z9 = np.arange(5.)
z9[::-1] += z9
repr(z9)
z7 = np.arange(4).reshape(2, 2)
z7 += z7.T
repr(z7)
m = np.arange(12, dtype=np.float64).reshape(3, 4)
tm = torch.from_numpy(m)
m //= 2
m %= 5
m **= 2
tm
k = np.arange(6)
tk = torch.from_numpy(k)
k &= 6
k |= 1
k ^= 3
tk
q = np.ones(3, dtype=bool)
q ^= np.array([True, False, True])
repr(q)
q -= True
f = np.arange(3.)
f &= 1
