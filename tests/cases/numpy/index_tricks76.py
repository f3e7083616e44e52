# Index arithmetic as tutorials and "100 NumPy exercises" use it (stop 76): the position of
# a maximum with unravel_index, ravel_multi_index (modes, F order), ndindex and ndenumerate
# loops, indices, ix_ cross sections, and the kth element of partition/argpartition.
import numpy as np

scores = np.array([[0.1, 0.7, 0.3], [0.9, 0.2, 0.4]])
pos = np.unravel_index(np.argmax(scores), scores.shape)
pos, type(pos[0]).__name__, scores[pos]
r, c = np.unravel_index(np.array([0, 4, 5]), (2, 3))
r.tolist(), c.tolist(), r.dtype.name
f = np.unravel_index([1, 4], (2, 3), order='F')
f[0].tolist(), f[1].tolist()
np.unravel_index(7, (2, 2, 2))
np.unravel_index(np.array([[1, 2], [3, 0]]), (4,))[0].shape
try:
    np.unravel_index(6, (2, 3))
except ValueError as e:
    e1 = str(e)
e1
try:
    np.unravel_index(-1, (2, 3))
except ValueError as e:
    e2 = str(e)
e2
try:
    np.unravel_index(1.0, (2, 3))
except TypeError as e:
    e3 = str(e)
e3
flat = np.ravel_multi_index((np.array([0, 1, 1]), np.array([2, 0, 1])), (2, 3))
flat.tolist(), flat.dtype.name
np.ravel_multi_index((1, 2), (2, 3)), np.ravel_multi_index((1, 2), (2, 3), order='F')
np.ravel_multi_index((np.array([3, -1]), np.array([4, 1])), (2, 3), mode='wrap').tolist()
np.ravel_multi_index((np.array([3, -1]), np.array([4, 1])), (2, 3), mode='clip').tolist()
np.ravel_multi_index((np.array([3, 0]), np.array([4, 1])), (2, 3), mode=('clip', 'wrap')).tolist()
try:
    np.ravel_multi_index((2, 0), (2, 3))
except ValueError as e:
    e4 = str(e)
e4
try:
    np.ravel_multi_index((1, 0, 0), (2, 3))
except ValueError as e:
    e5 = str(e)
e5
try:
    np.ravel_multi_index((1, 0), (2, 3), mode='bad')
except ValueError as e:
    e6 = str(e)
e6
list(np.ndindex(2, 3))
list(np.ndindex((2, 1)))
list(np.ndindex(()))
list(np.ndindex(0, 3))
pairs = [(i, v) for i, v in np.ndenumerate(np.array([[1.5, 2.5], [3.5, 4.5]]))]
pairs
[type(v).__name__ for _, v in np.ndenumerate(np.arange(3, dtype=np.int32))]
g = np.indices((2, 3))
g.shape, g.dtype.name, g.tolist(), g.strides
gi, gj = np.indices((2, 3), sparse=True)
gi.shape, gj.shape, gi.tolist(), gj.tolist()
np.indices((2, 2), dtype=np.float32).dtype.name
x = np.arange(20).reshape(4, 5)
ix = np.ix_([0, 2], [1, 3, 4])
ix[0].shape, ix[1].shape, x[ix].tolist()
x[np.ix_(np.array([True, False, False, True]), [0, 1])].tolist()
np.ix_([], [1])[0].dtype.name
try:
    np.ix_([[1, 2]])
except ValueError as e:
    e7 = str(e)
e7
v = np.array([7, 2, 9, 1, 5, 3])
p = np.partition(v, 2)
p[2], sorted(p[:2].tolist()), sorted(p[3:].tolist()), p.shape, p.dtype.name
ap = np.argpartition(v, 3)
v[ap[3]], sorted(v[ap[:3]].tolist()), ap.dtype.name
np.sort(np.argpartition(v, -2)[-2:]).tolist()
try:
    np.partition(v, 6)
except ValueError as e:
    e8 = str(e)
e8
