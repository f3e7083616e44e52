# NumPy fancy indexing with an integer and an index array apart: NumPy makes the integer an
# advanced index too, so the broadcast index dims come first (PyTorch would select first).
import numpy as np
g = np.arange(24).reshape(2, 3, 4)
repr(g[0, :, [1, 2]])
g[0, :, [1, 2]].shape
g[0, :, [1, 2]].strides
repr(g[:, 0, [1, 2]])
g[:, 0, [1, 2]].strides
g[[0, 1], :, [1, 2]].shape
g[[0], 1:, [[1], [2]]].shape
g[0, [1, 2]].strides
repr(g[0, [1, 2], 1:3])
repr(g[0, 1:3, [1, 2]])
repr(g[[1, 0], :, 0])
g[None, 0, :, [1, 0]].shape
g[0, None, :, [1, 0]].shape
repr(g[0, :, np.array([True, False, True, False])])
g[np.array(0), :, [1, 2]].strides
repr(g[np.array(0), :, 1])
g[np.array([0, 1]), 1, :].shape
repr(g[1, np.array([[0, 1]]), np.array([[0], [1]])])
repr(g[..., 0, [3, 1]])
g[:0, :, [1, 2]].shape
f = g.astype(np.float32)
f[0, :, [1, 2]].strides
repr(f[1, ..., [0]].mean())
h = np.zeros((2, 3, 4))
h[0, :, [1, 2]] = np.arange(6.).reshape(2, 3)
repr(h[0])
h[1, :, [0, 3]] = 7.
repr(h[1])
h[0, :, [1, 2]] += 1
repr(h[0])
g[5, :, [1, 2]]
g[0, :, [1, 9]]
g[[5]]
h[0, :, [1, 2]] = np.ones((3, 2))
