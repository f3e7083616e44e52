# x.new_tensor(array): the array read through its own memory (dtype, strides), then copied
# into x's dtype (or the one asked for) on x's device; no aliasing with the array.
import torch
import numpy as np
x = torch.arange(6.).reshape(2, 3)
a = np.array([[1, 2], [3, 4]], dtype=np.int32)
t = x.new_tensor(a)
t
t.dtype
x.new_tensor(np.array([1.5, 2.5]))
x.new_tensor(np.array([1.5, 2.5]), dtype=torch.int64)
x.new_tensor(np.array([1.5, 2.5]), dtype=torch.float64)
x.new_tensor(np.float64(2.5))
x.new_tensor([np.float64(2.5)])
x.new_tensor(np.array([True, False]))
x.new_tensor(a.T).stride()
x.new_tensor(a.T)
x.new_tensor(a[:, ::2]).stride()
x.new_tensor(np.zeros((0, 3)))
b = np.array([1.0, 2.0, 3.0])
c = x.new_tensor(b)
b[0] = 100.0
c
c.requires_grad
x.new_tensor(b, requires_grad=True)
torch.arange(3).new_tensor(np.array([1.7, -2.7]))
torch.zeros(2, dtype=torch.bool).new_tensor(np.array([0, 2, 0]))
x.half().new_tensor(np.array([70000.0, 1.0]))
x.new_tensor(np.arange(4)[::-1])
