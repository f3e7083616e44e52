# np.array / np.asarray of a range and of other sequences (NumPy's PySequence path);
# pytorch/examples time_sequence_prediction/generate_sine_wave.py writes
# `x[:] = np.array(range(L)) + np.random.randint(-4 * T, 4 * T, N).reshape(N, 1)`.
import collections
import numpy as np
import torch

a = np.array(range(5))
a.tolist()
a.dtype.name
a.shape
a.strides
np.array(range(4), dtype=float).tolist()
np.array(range(4), dtype=np.float32).dtype.name
np.array(range(3), dtype='int32').strides
np.asarray(range(3)).dtype.name
np.asarray(range(2, 11, 3)).tolist()
np.array(range(10, 0, -3)).tolist()
np.array(range(5)[1:4]).tolist()
e = np.array(range(0))
(e.dtype.name, e.shape)
np.array(range(3), ndmin=2).shape
np.array([range(3), range(3, 6)]).tolist()
np.array([range(2), [1.5, 2]]).tolist()
np.array((range(2), range(2))).shape
np.array(collections.deque([1, 2, 3])).tolist()
np.ascontiguousarray(range(4)).strides
np.array(range(3)) * 2.5
# generate_sine_wave.py, with its seed and sizes made small
np.random.seed(2)
T = 20
L = 10
N = 3
x = np.empty((N, L), 'int64')
x[:] = np.array(range(L)) + np.random.randint(-4 * T, 4 * T, N).reshape(N, 1)
x.tolist()
data = np.sin(x / 1.0 / T).astype('float64')
data.shape
torch.from_numpy(data[1:, :-1]).shape
(np.array(range(4)) + np.array([[10], [20]])).tolist()
torch.tensor(np.array(range(3))).dtype
# a generator or a set is no sequence: NumPy makes a 0-d object array
try:
    np.array((i for i in range(3)), dtype=float)
except TypeError as err:
    msg = str(err)
msg
try:
    np.array(iter([1, 2]), dtype=int)
except TypeError as err:
    msg2 = str(err)
msg2
