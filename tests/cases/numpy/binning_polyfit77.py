# np.histogram / np.histogram_bin_edges with NumPy's bin estimators (stop 77): 'auto',
# 'fd', 'sturges', 'sqrt', 'scott', 'rice', 'doane' and 'stone', on float64, float32 and
# integer data, with range=; and np.polyfit with w=, full=True and cov=True / 'unscaled'.
# The histograms are NumPy's to the bit; polyfit's values go through a least-squares solve
# that is not LAPACK's, so they are shown rounded to 9 decimals (NumPy's own to the bit
# would need its gelsd).
import numpy as np
import torch
import warnings

# A histogram of samples as a tutorial plots one: NumPy picks the number of bins.
rng = np.random.default_rng(1)
heights = rng.normal(170.0, 8.0, size=200)
counts, edges = np.histogram(heights, bins="auto")
counts.tolist(), len(edges), edges[:3].tolist()
[np.histogram(heights, bins=b)[0].tolist() for b in ["fd", "sturges", "sqrt", "scott", "rice", "doane", "stone"]]
np.histogram_bin_edges(heights, bins="fd").tolist()
[v.hex() for v in np.histogram_bin_edges(heights, bins="scott").tolist()]
np.histogram_bin_edges(heights, bins="sturges", range=(150.0, 190.0)).tolist()
np.histogram(heights, bins="auto", range=(160, 180))[0].tolist()
np.histogram(heights, bins="scott", density=True)[0].round(12).tolist()

# Skewed, float32 and integer data.
waits = rng.exponential(2.0, size=1000)
[len(np.histogram_bin_edges(waits, bins=b)) for b in ["auto", "fd", "sturges", "sqrt", "scott", "rice", "doane", "stone"]]
np.histogram(waits, bins="doane")[0].tolist()
small = rng.normal(size=37).astype(np.float32)
e32 = np.histogram_bin_edges(small, bins="scott")
e32.dtype.name, e32.tolist()
np.histogram(small, bins="stone")[0].tolist()
np.histogram(small, bins="doane")[1].tolist()
dice = rng.integers(1, 7, size=150)
np.histogram(dice, bins="auto")[0].tolist(), np.histogram(dice, bins="auto")[1].tolist()
np.histogram(dice.astype(np.int16), bins="fd")[1].tolist()
np.histogram(np.arange(10), bins="sqrt")[1].tolist()
t = torch.tensor(np.histogram(heights, bins="rice")[0])
t.dtype, t.sum()

# Degenerate samples: a zero IQR, one value, an empty array.
spike = np.concatenate([np.zeros(50), np.ones(3)])
[np.histogram(spike, bins=b)[0].tolist() for b in ["auto", "fd", "stone", "doane"]]
[np.histogram(np.array([5.0]), bins=b)[1].tolist() for b in ["auto", "scott", "stone", "doane"]]
[np.histogram(np.array([]), bins=b)[1].tolist() for b in ["auto", "sturges"]]
np.histogram(np.array([1.0, 1.0, 1.0, 2.0]), bins="fd")[0].tolist()

def err(f):
    try:
        return f()
    except Exception as e:
        return type(e).__name__ + ": " + str(e)

err(lambda: np.histogram(heights, bins="best"))
err(lambda: np.histogram(heights, bins="auto", weights=np.ones(200)))
err(lambda: np.histogram(np.array([1.0, np.inf]), bins="auto"))
err(lambda: np.histogram(heights, bins="auto", range=(2.0, 1.0)))

# A straight-line fit with its residual, rank and singular values, weights and covariance.
x = np.array([0.0, 1.0, 2.0, 3.0, 4.0, 5.0])
y = np.array([1.1, 2.9, 5.2, 7.1, 8.8, 11.2])
r9 = lambda a: np.round(a, 9).tolist()
c, res, rank, sv, rc = np.polyfit(x, y, 1, full=True)
r9(c), r9(res), rank, type(rank).__name__, r9(sv), rc, type(rc).__name__
c, V = np.polyfit(x, y, 2, cov=True)
r9(c), r9(V), V.shape
err_bars = np.sqrt(np.diag(V))
r9(err_bars)
c, V = np.polyfit(x, y, 2, cov="unscaled")
r9(c), r9(V)
r9(np.polyfit(x, y, 1, w=[1, 1, 2, 2, 1, 0.5]))
r9(np.polyfit(x, y, 2, w=np.full(6, 3.0), full=True)[1])
Y = np.stack([y, y ** 2], axis=1)
c, V = np.polyfit(x, Y, 1, cov=True)
r9(c), r9(V), V.shape
c, res, rank, sv, rc = np.polyfit(x, Y, 2, full=True)
r9(c), r9(res), rank
c, res, rank, sv, rc = np.polyfit(x[:2], y[:2], 1, full=True)
r9(c), res.shape, res.dtype.name, rank
with warnings.catch_warnings(record=True) as wl:
    warnings.simplefilter("always")
    np.polyfit(np.ones(4), y[:4], 2)
[str(w.message) for w in wl], [w.category.__name__ for w in wl]
err(lambda: np.polyfit(x, y, 1, w=[1, 2]))
err(lambda: np.polyfit(x, y, 1, w=[[1] * 6]))
err(lambda: np.polyfit(x[:2], y[:2], 1, cov=True))
err(lambda: np.polyfit(x, y, -1))
err(lambda: np.polyfit([], [], 1))
