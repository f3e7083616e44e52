# Reach probe 11's blockers (Patrick Loeber's pytorchTutorial, Made With ML's PyTorch
# notebook, a wine.csv-style Dataset): array methods on NumPy scalars, torch.Tensor of an
# ndarray, and the memory order of NumPy's advanced-indexing results.
import torch
import numpy as np

# np.dot of two vectors is a NumPy scalar; it carries ndarray's methods.
x = np.array([1, 2, 3, 4], dtype=np.float32)
d = np.dot(2 * x, x - 1)
repr(d)
repr(d.mean())
repr(np.float32(2.5).sum())
repr(np.float64(2.0).std())
repr(np.float32(2.5).reshape(1))
repr(np.float32(2.5).argmax())
repr(np.float32(2.5).clip(0, 1))
repr(np.int64(3).copy())
repr(np.int64(3).tolist())


def err(f):
    try:
        f()
        return "no error"
    except Exception as e:
        return type(e).__name__ + ": " + str(e)


err(lambda: np.float32(1).dot)
err(lambda: np.float32(1).ptp)

# torch.Tensor(ndarray): shares a float32 array's memory, converts another dtype.
a = np.ones((2, 3), dtype=np.float32)
t = torch.Tensor(a)
a[0, 0] = 5.0
t
b = np.arange(6.0).reshape(2, 3)
t64 = torch.Tensor(b)
b[0, 0] = 9.0
t64
torch.Tensor(np.arange(6).reshape(2, 3).T)
torch.LongTensor(np.arange(4))
torch.FloatTensor(np.ones((2, 2)))
err(lambda: torch.Tensor(np.ones((2, 3), dtype=np.float32)[:, ::-1]))

# Advanced indexing lays its result out as NumPy does: index dims first, then transposed
# into place when the indices follow a slice.
f = np.ones((3, 4), dtype=np.float32)
f[:, [0]].strides
f[:, [0, 2]].strides
f[1:, [0, 2]].strides
f[[0, 2]].strides
g = np.zeros((2, 3, 4))
g[:, [0], :].strides
g[..., [1, 2]].strides
g[:, 0, [1, 2]].strides
g[:, np.array([True, False, True])].strides
g[[0], :, [1]].strides
g[1:, [1, 0], ::2].strides
g[:, np.ones((3, 4), bool)].strides
wine = np.arange(12, dtype=np.float32).reshape(4, 3)
y = torch.from_numpy(wine[:, [0]])
y
y[1]

# A NumPy scalar given to the legacy constructor: an integer one is a size, another is refused.
torch.Tensor(np.int64(2)).shape
torch.LongTensor(np.int32(3)).shape
err(lambda: torch.Tensor(np.float32(1.5)))
err(lambda: torch.FloatTensor(np.float64(1.5)))
err(lambda: torch.Tensor(np.bool_(True)))
