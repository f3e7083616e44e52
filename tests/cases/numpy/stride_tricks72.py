# numpy.lib.stride_tricks: as_strided and sliding_window_view, the NumPy side of lessons on
# strides (next to torch.as_strided and Tensor.unfold).
import numpy as np
import torch
from numpy.lib.stride_tricks import as_strided, sliding_window_view
import numpy.lib.stride_tricks as st
sliding_window_view(np.arange(6.), 3).strides
x = np.arange(6.)
v = sliding_window_view(x, 3)
v
v.shape, v.strides, v.flags.writeable, v.dtype
np.shares_memory(v, x)
y = np.arange(12).reshape(3, 4)
w = sliding_window_view(y, (2, 2))
w.shape, w.strides
w[0, 0], w[2, 1]
sliding_window_view(y, 2, axis=1).shape, sliding_window_view(y, 2, axis=-1)[1]
sliding_window_view(y, (2, 3), axis=(0, 0)).shape
sliding_window_view(x, 3).sum(axis=-1)
torch.from_numpy(x).unfold(0, 3, 1).numpy().tolist() == v.tolist()
a = as_strided(x, shape=(4, 3), strides=(8, 8))
a
a.flags.writeable, a.strides
b = as_strided(np.arange(10, dtype=np.int32), shape=(3, 4), strides=(8, 4))
b
as_strided(np.arange(4.), shape=(3, 4), strides=(0, 8))
as_strided(x).shape, as_strided(x, strides=(16,), shape=(3,))
np.lib.stride_tricks.sliding_window_view(np.arange(5), 2).tolist()
st.as_strided(np.ones(3), (2,), (8,)).tolist()
r = as_strided(x, shape=(2,), strides=(8,), writeable=False)
r.flags.writeable
z = np.zeros(4)
zz = as_strided(z, shape=(3, 2), strides=(8, 8))
zz[0, 1] = 5.0
z
sliding_window_view(x, 7)
sliding_window_view(x, (2, 2))
sliding_window_view(y, (2,), axis=(0, 1))
sliding_window_view(x, -1)
sliding_window_view(y, 2, axis=2)
v[0, 0] = 1.0
r[0] = 1.0
