# Strides are in bytes; views share memory, transposes and steps only restride.
import numpy as np
a = np.arange(12).reshape(3, 4)
a.strides
a.T.strides
a.T.shape
repr(a.T)
a[:, 1].strides
a[1].strides
a[::2, ::3].strides
repr(a[::2, ::3])
a[::-1].strides
repr(a[::-1])
a[:, ::-2].strides
repr(a[:, ::-2])
a[None].strides
a[..., None].shape
f = np.arange(6, dtype=np.float32).reshape(2, 3)
f.strides
f.T.strides
f.transpose(1, 0).strides
v = a[1:, 1:3]
repr(v)
v.strides
v[0, 0] = 100
repr(a)
a[2] = 7
str(a)
a[:, 0] = [-1, -2, -3]
str(a)
s = a[::-1, ::-1]
s[0, 0] = 55
str(a)
b = a.copy()
b.strides
b[0, 0] = 0
a[0, 0]
repr(a[0, 0])
repr(a[-1])
a[0, 0].item()
a.reshape(4, 3).strides
a.T.reshape(12).strides
a.T.copy().strides
x = np.arange(24).reshape(2, 3, 4)
x.strides
x.transpose(2, 0, 1).strides
x[..., 1].strides
x[1, ..., ::2].strides
repr(x[1, ..., ::2])
a[5]
a[0, 0, 0]
a[1.5]
a.reshape(5)
a.reshape(-1, 5)
a.transpose(0, 0)
a[..., ...]
