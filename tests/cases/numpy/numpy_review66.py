# Review 66: silent wrong answers and wrong errors in the NumPy stand-in.
import numpy as np
import torch
# float16/float32 cumsum and cumprod round every running value to the array's float (torch's
# cumsum keeps a wider running sum)
h = np.full(3000, 1, dtype=np.float16)
repr(np.cumsum(h)[-1])
repr(h.cumsum()[-1])
repr(h.sum())
repr(np.full(3000, 0.1, dtype=np.float16).cumsum()[-1])
repr(np.full((3, 3000), 0.1, dtype=np.float16).cumsum(axis=1)[:, -1])
repr(np.full((3000, 2), 0.1, dtype=np.float16).cumsum(axis=0)[-1])
repr(np.full(3000, 1, dtype=np.float32).cumsum(dtype=np.float16)[-1])
repr(np.full(3000, 1, dtype=np.int64).cumsum(dtype=np.float16)[-1])
repr(h.cumsum(out=np.empty(3000, dtype=np.float32))[-1])
repr(np.cumsum(np.arange(300, dtype=np.int8), out=np.empty(300, np.float16))[-1])
repr(np.full(100000, 0.1, np.float32).cumsum()[-1])
repr(np.full(30, 1.1, np.float32).cumprod()[-1])
repr(np.arange(1, 30, dtype=np.float32).cumprod()[-10:])
repr(np.cumprod(np.full(30, 2, dtype=np.float16)))
# half sums: a contiguous run adds in float, rows along an outer axis add in half
repr(np.full((3000, 2), 0.1, dtype=np.float16).sum(axis=0))
repr(np.full((3000, 2, 1), 0.1, dtype=np.float16).sum(axis=(0, 2)))
repr(np.full((10, 300, 2), 0.1, dtype=np.float16).sum(axis=(0, 1)))
repr(np.full((3000, 1), 0.1, dtype=np.float16).sum(axis=0))
repr(np.full((2, 3000), 0.1, dtype=np.float16).sum(axis=1))
repr(np.full((3000, 1), 0.1, np.float32).sum(axis=0))
repr(np.full((3000, 1), 0.1, np.float32).sum(axis=0, keepdims=True))
# printing: digits past the shortest ones are the exact value's
repr(np.array([8192, 1.2345678e-5, 0.1], dtype=np.float16))
repr(np.array([3e10, 1.2345678e-5], dtype=np.float32))
# NumPy functions given a tensor
t = torch.arange(6.).reshape(2, 3)
repr(np.where(t > 2))
repr(np.where(t > 2, t, 0))
repr(np.where(t > 2, 1, torch.tensor(2)))
np.where(torch.ones(2), torch.ones(2, requires_grad=True), 0)
np.where(torch.ones(2, requires_grad=True))
np.argwhere(t > 2)
type(np.argwhere(t > 2)).__name__
repr(np.argwhere(torch.tensor(3)))
np.flip(t, 0)
np.flip(t)
np.flip(t, 2)
np.flip(np.zeros((2, 3)), 2)
np.flip(np.zeros((2, 3)), (0, 0))
np.flip(torch.tensor(3.))
repr(np.flipud(t))
# numeric ufuncs on a string array
s = np.array(['a', 'b'])
s * 2
2 * s
np.multiply(s, 2)
s * 2.0
s * s
s - 1
s / 2
-s
abs(s)
np.sqrt(s)
# text fills
repr(np.full(2, 'ab'))
repr(np.full((2, 2), 'x'))
repr(np.full(2, 'ab', dtype=str))
repr(np.full(2, 'ab', dtype='U5'))
repr(np.full(2, 5, dtype=str))
repr(np.full((2, 2), ['a', 'bc']))
np.full((2, 2), ['a', 'bc', 'd'])
repr(np.zeros(2, dtype=str))
repr(np.empty((1, 2), dtype='U3'))
repr(np.ones(2, dtype=str))
repr(np.array([[-0.0]], np.float32).sum(axis=0))
repr(np.array([[-0.0]], np.float16).sum())
repr(np.arange(24, dtype=np.float32).reshape(2, 3, 4).sum(axis=(0, 1)))
repr(np.array([70000., 1], np.float32).cumsum(dtype=np.float16))
