# Python ints past int64 as indices, axes, dims and sizes, read as NumPy 2 reads them: an int
# index in [2**63, 2**64) is a 0-d uint64 array whose intp conversion overflows, any larger one
# (or below -2**63) is an object array (no valid index); index lists wrap from uint64 or are
# float64/object; axes are C longs; dims past intp are "Maximum allowed dimension exceeded";
# byte counts past intp are "array is too big"; arange/linspace lengths past intp are refused.
import numpy as np
g = np.arange(24).reshape(2, 3, 4)
a = np.arange(5)
g[0, :, [2**63]]
g[-2**70, :, [1]]
np.float64(1.5).sum(axis=2**70)
g[2**63]
g[-2**63]
g[2**64]
g[2**64 - 1]
g[0, 2**70]
g[0, 2**63]
g[0, -2**63 - 1]
g[..., 2**63]
g[None, 2**64]
g[2**63, :, [1]]
g[[2**63]]
g[[-2**63 - 1]]
a[True, 2**64]
a[[0, 2**64]]
repr(a[[2**64 - 1]])
repr(a[[2**64 - 1, 2**64 - 2]])
a[[2**63, 2**63]]
a[[1, 2**63]]
a[[-1, 2**63]]
a[[[2**63]]]
a[[True, 2**63]]
a[(2**64 - 1,)]
a[-2**63 - 1]
a[2**64] = 1
a[[2**63]] = 1
g[0, 2**63] = 1
g.sum(axis=2**63)
g.sum(axis=-2**70)
g.sum(axis=(0, 2**70))
np.sum(g, axis=2**64)
g.transpose(2**70, 0, 1)
g.transpose(2**70, 0)
g.swapaxes(0, 2**70)
np.moveaxis(g, 0, 2**70)
np.expand_dims(g, 2**70)
g.squeeze(2**70)
g.argmax(axis=2**70)
g.cumsum(axis=2**70)
g.diagonal(2**70)
np.concatenate([g, g], axis=2**70)
np.stack([g, g], axis=2**70)
np.float64(1.5).sum(axis=-2**70)
g.mean(axis=2**70)
g.max(axis=2**70)
np.sort(g, axis=2**70)
g.std(axis=2**70)
g.repeat(2, axis=2**70)
g.reshape(2**70)
g.reshape(-1, 2**70)
g.reshape(-2**70)
g.reshape(2**62)
np.zeros(2**70)
np.zeros(-2**70)
np.zeros((0, 2**63))
np.ones(2**64)
np.full(2**70, 1)
np.eye(2**70)
np.zeros((2**40, 2**40))
np.zeros(2**61)
np.zeros((0, 2**62, 2**62))
np.zeros((2**62, 0))
np.empty(2**62)
np.eye(2**31, 2**31)
np.zeros((2**31, 2**31), dtype=np.int8)
np.ones((2**21, 2**21, 2**20), dtype=np.uint8)
np.arange(2**70)
np.arange(-2**70)
np.arange(0, -2**70, -1)
np.arange(2.0**70)
np.arange(1e30)
np.arange(float("nan"))
np.arange(float("inf"))
np.arange(0, 1, 1e-300)
np.arange(2**62)
np.linspace(0, 1, 2**70)
np.linspace(0, 1, 2**62)
np.linspace(0, 1, -2**70)
