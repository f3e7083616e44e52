# NumPy's set routines as data-prep code calls them (stop 76): label encoding with
# unique(return_inverse=True), unique rows (axis=0), counts, first indices, the 1-D set
# operations and isin masks, with their dtypes, shapes and NumPy's errors.
import numpy as np

labels = np.array(['cat', 'dog', 'cat', 'bird', 'dog', 'cat'])
classes, codes = np.unique(labels, return_inverse=True)
classes.tolist(), codes.tolist(), codes.dtype.name
y = np.array([3, 1, 2, 3, 3, 1])
vals, idx, inv, counts = np.unique(y, return_index=True, return_inverse=True, return_counts=True)
vals.tolist(), idx.tolist(), inv.tolist(), counts.tolist()
idx.dtype.name, inv.dtype.name, counts.dtype.name
(vals[inv] == y).all()
grid = np.array([[1, 2], [3, 4], [1, 2]])
u, i2 = np.unique(grid, return_inverse=True)
u.tolist(), i2.shape, i2.tolist()
rows, ridx, rinv, rcnt = np.unique(grid, axis=0, return_index=True, return_inverse=True, return_counts=True)
rows.tolist(), ridx.tolist(), rinv.tolist(), rcnt.tolist(), rinv.shape
m = np.array([[1, 0, 1, 0], [2, 2, 2, 2]])
cols = np.unique(m, axis=1)
cols.tolist(), cols.shape, cols.strides
np.unique(np.array([[0.5, 1.0], [0.5, 1.0], [-1.0, 3.0]], dtype=np.float32), axis=0).tolist()
np.unique(np.array([2.0, np.nan, 1.0, np.nan])).tolist()
repr(np.unique([]))
try:
    np.unique(grid, axis=2)
except np.exceptions.AxisError as e:
    e1 = str(e)
e1
# 1-D set operations
a = np.array([1, 3, 4, 3, 7])
b = np.array([3, 1, 2, 1, 9])
repr(np.intersect1d(a, b))
common, ia, ib = np.intersect1d(a, b, return_indices=True)
common.tolist(), ia.tolist(), ib.tolist()
repr(np.intersect1d(np.array([5, 1, 3]), np.array([3, 5, 8]), assume_unique=True))
repr(np.setdiff1d(a, b))
repr(np.setdiff1d(np.array([5, 1, 3]), np.array([3]), assume_unique=True))
repr(np.union1d(a, [2.5, -1]))
repr(np.setxor1d(a, b))
repr(np.setxor1d([], []))
repr(np.intersect1d(np.arange(6).reshape(2, 3), [[4, 0]]))
from functools import reduce
repr(reduce(np.intersect1d, ([1, 3, 4, 3], [3, 1, 2, 1], [6, 3, 4, 2])))
# isin masks
element = 2 * np.arange(4).reshape((2, 2))
mask = np.isin(element, [1, 2, 4, 8])
mask.tolist(), mask.dtype.name, mask.shape
element[mask].tolist()
np.isin(element, [1, 2, 4, 8], invert=True).tolist()
np.isin(np.array([0.5, 1.0, np.nan]), [1, np.nan]).tolist()
np.isin(3, [1, 2, 3]).shape, bool(np.isin(3, [1, 2, 3]))
np.isin(np.array([True, False]), [0]).tolist()
np.isin(np.arange(5), []).tolist()
np.isin(np.arange(5), [2, 3], kind='sort').tolist()
try:
    np.isin(np.arange(3), [1.5], kind='table')
except ValueError as e:
    e2 = str(e)
e2
try:
    np.isin(np.arange(3), [1], kind='hash')
except ValueError as e:
    e3 = str(e)
e3
try:
    np.in1d([1], [1])
except AttributeError as e:
    e4 = str(e)
e4
