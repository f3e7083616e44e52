# NumPy's advanced-index errors in NumPy's order and words, an empty list as an integer
# index, a 0-d array among integers giving a scalar; reshape as a view wherever NumPy's
# strides allow it (negative ones too), else a view of a C-order copy (its base); ravel's
# copy with no base; a transposed fancy result as a view of its block.
import numpy as np
g = np.arange(24).reshape(2, 3, 4)
g[0, :, []].shape
g[0, [], :].shape
g[[]].shape
g[[[]]].shape
g[[], []].shape
g[0, 1, np.array(2)]
type(g[0, 1, np.array(2)]).__name__
g[np.array(1), 1, np.array(3)]
g[np.array(0)].shape
g[0, :, [0, 1.5]]
g[[0.5]]
g[[0, 1], :, [0, 1, 2]]
g[[0, 5], [0, 1, 2]]
g[np.array([1, 0]), [[0], [1]], [0, 1, 2]]
g[np.array([[True, False, True], [False, False, True]]), [0, 1, 2, 3]]
g[np.array([[True, False, True], [False, False, True]]), [0, 1, 2]]
g[0, :, [[0, 1]], 1]
g[0, 0, 0, [0]]
g[5, :, [1, 2]]
g[0, :, [1, 9]]
h = np.zeros((2, 3, 4))
h[0, [0, 1], [0, 1, 2]] = 1
h[[0, 5], [0, 1, 2]] = 1
h[[]] = 1
repr(h[[]])
h[0, :, [1, 2]] = np.ones((3, 2))
# reshape: views through any strides that allow it.
a = np.arange(12.).reshape(3, 4)
b = np.arange(6)
b[::-1].reshape(2, 3).strides
repr(b[::-1].reshape(2, 3))
a[::-1, ::-1].reshape(12).strides
a[::-1].reshape(2, 6).strides
a[:, ::-1].reshape(12).strides
a[:, ::2].reshape(6).strides
a[:, ::2].reshape(3, 2, 1).strides
a[::2].reshape(8).strides
a[::2].reshape(2, 2, 2).strides
a[::2, 1:3].reshape(4).strides
a.T.reshape(4, 3).strides
a.T.reshape(2, 2, 3).strides
a[None].reshape(12).strides
a[:, 1].reshape(1, 3, 1).strides
np.broadcast_to(b, (2, 6)).reshape(12).strides
np.broadcast_to(b, (2, 6)).reshape(2, 2, 3).strides
np.broadcast_to(b[:, None], (6, 2)).reshape(3, 4).strides
a[:, :0].reshape(3, 0).strides
c = b[::-1].reshape(2, 3)
c[0, 0] = 100
repr(b)
d = a[:, ::2].reshape(6)
d[1] = -1.
repr(a)
e = a.T.reshape(12)
e[0] = 99.
repr(a)
repr(np.arange(24).reshape(2, 3, 4)[:, ::-1, 1:].reshape(6, 3))
np.arange(24).reshape(2, 3, 4)[:, ::-1].reshape(6, 4).strides
f = np.arange(12, dtype=np.float32)[::-1]
repr(f.reshape(3, 4).sum(axis=1))
repr(f.reshape(3, 4).T @ np.ones(3, dtype=np.float32))
torch.from_numpy(np.ascontiguousarray(f.reshape(3, 4)))
u = np.arange(6, dtype=np.uint16)[::-1].reshape(2, 3)
repr(u)
u.strides
# Bases.
a = np.arange(12.).reshape(3, 4)
a.T.reshape(-1).base is None
a.T.reshape(-1).base.shape
a.T.reshape(-1).base.strides
b.reshape(2, 3).T.reshape(6).base.shape
b[::-1].reshape(2, 3).base is b
a[:, ::2].reshape(6).base is a
a.T.ravel().base is None
a[:, ::2].ravel().base is None
a.ravel().base is a
a.flatten().base is None
a[:, [0, 1]].base is None
a[:, [0, 1]].base.shape
a[:, [0, 1]].strides
a[[0, 1]].base is None
np.linspace(0, 1, 3).base is None
np.linspace(0, 1, 3, dtype=np.float32).base is None
t = torch.arange(6.)
n = t.numpy()
n[::-1].reshape(3, 2).base is n
n[::2].reshape(3, 1).base is n
