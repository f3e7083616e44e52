# Views either way across the bridge (empty, stepped, new axes, fancy results, expanded tensors) and
# arrays too big to count or to allocate (NumPy's ValueError or MemoryError, no hang).
import torch
import numpy as np
a = np.arange(12.).reshape(3, 4)
torch.from_numpy(a[1:1])
torch.from_numpy(a[:, 4:])
torch.from_numpy(a[::2, ::3])
torch.from_numpy(a[None, :, None])
torch.from_numpy(a[[0, 2]])
torch.from_numpy(a.T[:, [0]])
torch.from_numpy(np.zeros((0, 3)))
torch.from_numpy(a[::-1][::-1])
torch.from_numpy(a[1:, ::-1][:, ::-1])
b = a[::-1]
b[0] = -1
repr(a)
torch.tensor(a[:, ::-1].copy())
torch.from_numpy(np.arange(5)[::-1].copy()).stride()
t = torch.arange(12.).reshape(3, 4)
n = t[:, 1:3].numpy()
n.strides
n[0, 0] = 50
t
m = t.T.numpy()
m.strides
m[0, 1] = 60
t
t.expand(2, 3, 4).numpy().strides
e = t.expand(2, 3, 4).numpy()
e[0, 0, 0] = 70
t
t[::2].numpy().strides
torch.zeros(2, 0, 3).numpy().strides
torch.ones(3)[None].numpy().strides
np.asarray(t[1]).base is None
np.zeros((2**20, 2**20, 2**20))
np.zeros((2**20, 2**20)).shape
np.ones((2**15, 2**15, 2**15), dtype=np.uint8)
np.empty((10**6, 10**6), dtype=bool)
np.full((10**5, 10**5), 1.5)
np.zeros(2**40).reshape(2**20, 2**20)
