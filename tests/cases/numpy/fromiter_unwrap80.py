# np.fromiter (dtype, count) and np.unwrap (discont, period, axis), as phase-unwrapping and
# data-loading code writes them.
import numpy as np

np.fromiter(range(5), dtype=np.int64).tolist()
r = np.fromiter((i * i for i in range(4)), dtype=float)
(r.tolist(), r.dtype.name, r.shape, r.strides)
np.fromiter(range(5), int, count=3).tolist()
np.fromiter([1.5, 2.7, -1.5], dtype=int).tolist()
np.fromiter(iter([True, 0, 2]), bool).tolist()
e = np.fromiter([], float)
(e.shape, e.dtype.name)
np.fromiter(range(3), np.float32).dtype.name
np.fromiter(range(3), 'f8', count=-1).tolist()
np.fromiter(map(len, ["a", "bb", "ccc"]), dtype=np.int32).tolist()
np.fromiter(range(3), dtype=None).tolist()
words = {"the": 3, "cat": 1, "sat": 2}
np.fromiter(words.values(), dtype=np.int64).tolist()
try:
    np.fromiter(range(5), float, 10)
except ValueError as err:
    m1 = str(err)
m1
try:
    np.fromiter([[1, 2], [3, 4]], float)
except ValueError as err:
    m2 = str(err)
m2
np.unwrap(np.array([0., 3., 6.5, 0.2])).tolist()
phase = np.linspace(0, 6 * np.pi, 13)
wrapped = np.angle(np.exp(1j * phase))
[round(v, 12) for v in np.unwrap(wrapped).tolist()]
np.unwrap(np.array([0., 1., 3.5, 0.5]), discont=4.0).tolist()
np.unwrap(np.array([0, 250, 500, 110, 360]), period=360).tolist()
np.unwrap(np.array([1, 2, 3, 4, 5, 6, 1, 2, 3]), period=6).tolist()
np.unwrap(np.array([0., 4., 8., 2.]), period=8).tolist()
np.unwrap(np.array([0., np.pi, 2 * np.pi, 3 * np.pi])).tolist()
np.unwrap(np.array([0., -np.pi, -2 * np.pi])).tolist()
m = np.array([[0., 3., 6.5], [0.2, 6.0, 0.1]])
np.unwrap(m).tolist()
np.unwrap(m, axis=0).tolist()
u = np.unwrap(np.array([0, 3, 6], dtype=np.int32))
(u.tolist(), u.dtype.name)
np.unwrap(np.array([0., 3., 6.5], dtype=np.float32)).dtype.name
