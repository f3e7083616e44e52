# A tensor meeting an ndarray in an operator: with the tensor on the left NumPy computes on t.numpy() and the result is a new tensor (NumPy promotion and broadcast errors); with the array on the left only / and == do.
import torch
import numpy as np
a = torch.ones(2, 3)
n = np.arange(6.).reshape(2, 3)
a / np.sqrt(4.0)
np.sqrt(4.0) * a
a * np.float32(2)
a + np.int64(3)
torch.ones(2, dtype=torch.int32) + np.int64(3)
torch.ones(2, dtype=torch.int32) * np.float32(1.5)
a.half() * np.float64(2)
a + n
a - n
a * n
a @ n.T
a == n
n == a
n / a
a ** n
a + np.ones(3, dtype=np.float32)
a + np.ones(3, dtype=np.int32)
torch.ones(3, dtype=torch.int64) + np.ones(3, dtype=np.int32)
n - a
n * a
n + a
n // a
n != a
a != n
a < n
n >= a
a // n
a % n
n ** a
a == n
torch.ones(2, 3, requires_grad=True) + n
a + np.ones((4, 3))
r = a + n
r._base is None, r.is_contiguous(), r.requires_grad
torch.ones(2, dtype=torch.int64) & np.ones(2, dtype=np.int64)
np.ones(2, dtype=np.int64) & torch.ones(2, dtype=torch.int64)
