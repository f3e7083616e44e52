# np.partition / np.argpartition in the order NumPy 2.4 leaves every element (stop 77), not
# only a valid partition: introselect (several kths, or int8/uint8/bool, or argpartition of
# 16-bit ints, or lanes longer than the SIMD network), and on this machine's AVX-512 NumPy
# the SIMD quickselect's wholly sorted short lanes (one kth, 16/32/64-bit types); 1-D and
# axis=, kth int and sequence, as tutorials pick the k smallest or the median with them.
import numpy as np
import torch

# The k smallest without a full sort.
scores = np.array([0.91, 0.12, 0.55, 0.33, 0.78, 0.05, 0.64, 0.27, 0.49, 0.86])
np.partition(scores, 3).tolist()
top3 = np.argpartition(scores, -3)[-3:]
top3.tolist(), scores[top3].tolist()
low4 = np.argpartition(scores, 4)[:4]
low4.tolist()
np.partition(scores, (1, 8)).tolist()
np.argpartition(scores, [2, 5, 7]).tolist()

# The median of an odd and an even sample, as np.median's own partition does.
x = np.array([7, 1, 9, 3, 5, 8, 2, 6, 4, 0, 11, 10, 13, 12, 14], dtype=np.int8)
np.partition(x, 7).tolist()
np.partition(x, [6, 7]).tolist()
np.argpartition(x, 7).tolist()
np.partition(x.astype(np.uint8), -1).tolist()
np.partition(x.astype(np.int16), (0, 14)).tolist()
np.argpartition(x.astype(np.int16), 5).tolist()

# A longer sample with repeated values: introselect's median-of-3 and pivot stack.
rng = np.random.default_rng(3)
data = rng.integers(0, 40, size=300)
p = np.partition(data, [10, 150, 290])
p[:20].tolist(), p[140:160].tolist(), p[285:].tolist()
np.argpartition(data, (50, 60))[:25].tolist()
d8 = data.astype(np.int8)
np.partition(d8, 100)[:30].tolist()
np.argpartition(d8, 100)[90:110].tolist()
flags = data % 3 == 0
np.partition(flags, 150)[140:160].tolist()
np.argpartition(flags, 150)[140:160].tolist()

# Along an axis: the nearest neighbours of each row of a distance matrix.
pts = np.array([[0.0, 0.0], [1.0, 0.2], [0.1, 0.9], [2.0, 2.0], [0.4, 0.3], [1.5, 0.1]])
dist = ((pts[:, None, :] - pts[None, :, :]) ** 2).sum(-1)
nn = np.argpartition(dist, 2, axis=1)[:, :3]
nn.tolist()
np.partition(dist, (1, 2), axis=1)[:, :3].tolist()
m = np.arange(24)[::-1].reshape(4, 6) % 7
np.partition(m, 2, axis=0).tolist()
np.partition(m, [0, 3], axis=1).tolist()
np.argpartition(m, [1, 4], axis=-1).tolist()
np.partition(m, 5, axis=None).tolist()
np.argpartition(m.astype(np.int8), 5, axis=None).tolist()
g = np.array([[3.0, np.nan, 1.0, 2.0], [0.5, -1.0, np.nan, np.nan]])
np.partition(g, 1, axis=1).tolist()
np.partition(g, [0, 3], axis=1).tolist()
np.partition(np.array([3.0, np.nan, 1.0, 2.0, np.nan, 0.0]), 5).tolist()

# The method forms (partition in place) and a tensor made from the result.
a = np.array([9, 4, 7, 1, 8, 2], dtype=np.int64)
a.partition(2)
a.tolist()
b = np.array([9, 4, 7, 1, 8, 2, 6, 3], dtype=np.int8)
b.partition((2, 5))
b.tolist()
b.argpartition(4).tolist()
torch.from_numpy(np.partition(np.array([5.0, 1.0, 4.0, 2.0, 3.0]), 2))

# Empty, 0-d and bad kth.
def err(f):
    try:
        return f()
    except Exception as e:
        return type(e).__name__ + ": " + str(e)

np.partition(np.zeros(0), 0).tolist(), np.argpartition(np.zeros(0), 0).dtype.name
np.partition(np.zeros((2, 0)), 5).shape
np.argpartition(np.array(5), 0).tolist()
np.partition(np.array(5), 0, axis=None).tolist()
err(lambda: np.partition(np.array(5), 0))
err(lambda: np.argpartition(np.array(5), 1))
err(lambda: np.partition(np.arange(5), 5))
err(lambda: np.partition(np.arange(5), -6))
err(lambda: np.partition(np.arange(5), 1.0))
err(lambda: np.partition(np.arange(5), True))
err(lambda: np.partition(np.arange(5), []))
err(lambda: np.partition(np.arange(5), [[1]]))
err(lambda: np.partition(np.arange(5), 1, kind="quick"))
err(lambda: np.partition(np.arange(6).reshape(2, 3), 1, axis=2))
np.partition(np.arange(5)[::-1], (3, 1, 3)).tolist()
np.partition([3, 1, 2], np.int64(1)).tolist()
