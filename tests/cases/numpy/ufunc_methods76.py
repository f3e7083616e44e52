# NumPy's ufunc methods as code uses them (stop 76): scatter-add with np.add.at (repeated
# indices each count, unlike a[idx] += 1), np.subtract.at / np.maximum.at, np.add.reduce
# and accumulate along axes, np.multiply.outer tables, np.maximum.reduce, and np.add
# still called as a function.
import numpy as np

counts = np.zeros(5, dtype=np.int64)
idx = np.array([0, 1, 1, 3, 1, 0])
np.add.at(counts, idx, 1)
counts.tolist()
naive = np.zeros(5, dtype=np.int64)
naive[idx] += 1
naive.tolist()
sums = np.zeros(3)
np.add.at(sums, [0, 2, 0], np.array([0.5, 1.25, 2.0]))
sums.tolist()
grid = np.zeros((2, 3))
np.add.at(grid, (np.array([0, 0, 1]), np.array([1, 1, 2])), np.array([1.0, 2.0, 3.0]))
grid.tolist()
rows = np.zeros((3, 2), dtype=np.float32)
np.add.at(rows, [0, 0, 2], np.array([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], dtype=np.float32))
rows.tolist(), rows.dtype.name
r = np.array([10, 10, 10])
np.subtract.at(r, [0, 0, 2], [1, 2, 3])
r.tolist()
m = np.array([1.0, 5.0, 2.0])
np.maximum.at(m, [0, 0, 2, 1], [3.0, 4.0, 1.0, 2.0])
m.tolist()
mn = np.array([4, 4, 4])
np.minimum.at(mn, [1, 1], [3, 2])
mn.tolist()
ints = np.zeros(3, dtype=np.int64)
np.add.at(ints, [0, 0, 0], -1.5)
ints.tolist()
big = np.zeros(1)
np.add.at(big, [0, 0, 0], np.array([1e16, 1.0, -1e16]))
big.tolist()
view = np.zeros((2, 4))
np.add.at(view[:, 1], [1, 1], 2.5)
view.tolist()
mul = np.ones(3)
np.multiply.at(mul, [1, 1, 2], [2.0, 3.0, 0.5])
mul.tolist()
neg = np.array([1, 2, 3])
np.negative.at(neg, [0, 0, 2])
neg.tolist()
np.add.at(sums, slice(0, 2), 1.0)
sums.tolist()
try:
    np.add.at(counts, [0, 1], [1, 2, 3])
except ValueError as e:
    e1 = str(e)
e1
try:
    np.add.at([1, 2], [0], 1)
except TypeError as e:
    e2 = str(e)
e2
try:
    np.add.at(counts, [7], 1)
except IndexError as e:
    e3 = str(e)
e3
# reduce / accumulate / outer
a = np.arange(6).reshape(2, 3)
np.add.reduce(a).tolist(), np.add.reduce(a, axis=1).tolist(), np.add.reduce(a, axis=None)
np.add.reduce(a, axis=1, keepdims=True).shape
np.add.reduce(np.array([1, 2], dtype=np.int32)).dtype.name, np.multiply.reduce(np.array([2, 3], dtype=np.int8))
np.add.reduce(np.array([True, True, False]))
np.maximum.reduce(a).tolist(), np.maximum.reduce(a, axis=1).tolist(), np.minimum.reduce(np.array([3.5, -1.0, 2.0]))
np.subtract.reduce(np.array([10, 1, 2])), np.logical_and.reduce(np.array([1, 0])), np.logical_or.reduce([0, 0, 3])
np.bitwise_or.reduce(np.array([1, 2, 8], dtype=np.uint8))
try:
    np.maximum.reduce(np.array([]))
except ValueError as e:
    e4 = str(e)
e4
try:
    np.add.reduce(np.ones(3), axis=1)
except np.exceptions.AxisError as e:
    e5 = str(e)
e5
np.add.accumulate(np.array([1, 2, 3, 4])).tolist(), np.add.accumulate(a, axis=1).tolist()
np.add.accumulate(np.array([1, 2], dtype=np.int32)).dtype.name
np.multiply.accumulate(np.array([1.5, 2.0, 4.0])).tolist()
mx = np.maximum.accumulate(np.array([1, 3, 2, 5, 4], dtype=np.int8))
mx.tolist(), mx.dtype.name
np.maximum.accumulate(np.array([[1, 5], [3, 2]]), axis=1).tolist()
np.minimum.accumulate(np.array([[4.0, 1.0], [2.0, 3.0]])).tolist()
try:
    np.add.accumulate(np.float64(3.0))
except TypeError as e:
    e6 = str(e)
e6
table = np.multiply.outer(np.arange(1, 4), np.arange(1, 5))
table.tolist(), table.shape, table.dtype.name
np.add.outer([1, 2], [10, 20, 30]).tolist()
np.subtract.outer(np.array([1.0, 2.0]), np.array([[0.5], [1.0]])).shape
np.greater.outer(np.arange(3), np.arange(3)).tolist()
try:
    np.sqrt.reduce(np.ones(3))
except ValueError as e:
    e7 = str(e)
e7
# the objects themselves
repr(np.add), np.add.__name__, np.add.nin, np.add.nout, np.sqrt.nin
np.add.identity, np.multiply.identity, np.maximum.identity
isinstance(np.add, np.ufunc), np.mod is np.remainder, np.abs is np.absolute, np.true_divide is np.divide
np.add(np.array([1, 2]), 3).tolist(), np.add(1.5, 2), np.sqrt(np.array([4.0, 9.0])).tolist()
np.add(np.ones(2), np.ones(2), out=np.zeros(2)).tolist()
