# np.random.default_rng's normal draws and the samplers on them (stop 76): NumPy's
# ziggurats (float64 and float32 normals, exponentials), normal/lognormal/exponential with
# array parameters, gamma, beta, poisson and binomial, all on the one PCG64 stream, as
# teaching code makes its data with them; NumPy's errors for bad parameters.
import numpy as np
import torch

# A regression's data: features, true weights, noise.
rng = np.random.default_rng(0)
X = rng.normal(size=(100, 2))
X.shape, X.dtype.name
X[:4].tolist()
noise = rng.normal(0, 0.1, size=100)
y = 2.0 * X[:, 0] - 3.5 * X[:, 1] + 1.0 + noise
y[:5].tolist()
Xt = torch.from_numpy(X)
yt = torch.from_numpy(y).float()
Xt.dtype, Xt[:2], yt[:3]

# A Gaussian mixture: integer labels and normal offsets interleave on one stream.
rng = np.random.default_rng(42)
centers = np.array([[0.0, 0.0], [3.0, 3.0], [-3.0, 2.0]])
labels = rng.integers(0, 3, size=12)
points = centers[labels] + rng.normal(scale=0.5, size=(12, 2))
labels.tolist(), points.tolist()
rng.normal(), rng.integers(10), rng.random(), rng.standard_normal()
type(rng.normal()).__name__, type(rng.standard_normal(dtype=np.float32)).__name__

# standard_normal in both precisions (NumPy's float32 ziggurat is its own), into out=.
rng = np.random.default_rng(7)
a = rng.standard_normal((3, 4), dtype=np.float32)
a.dtype.name, a.shape, a.tolist()
b = rng.standard_normal(5)
b.dtype.name, b.tolist()
buf = np.empty((2, 3))
r = rng.standard_normal(out=buf)
r is buf, buf.tolist()
torch.tensor(rng.standard_normal(4, dtype=np.float32))

# The tail beyond the ziggurat's last layer and a wedge rejection, in the first draws.
np.random.default_rng(545).standard_normal(20).tolist()
np.random.default_rng(93).standard_normal(20, dtype=np.float32).tolist()
np.random.default_rng(15).standard_normal(3).tolist()
np.random.default_rng(229).standard_exponential(20).tolist()

# Array loc/scale broadcast; lognormal; exponential in its three forms.
rng = np.random.default_rng(2024)
rng.normal(loc=[0.0, 10.0, 100.0], scale=[1.0, 2.0, 3.0]).tolist()
m = rng.normal([[0.0], [5.0]], [1.0, 0.1, 0.01])
m.shape, m.tolist()
rng.normal(np.zeros(2), 1.0, size=(3, 2)).tolist()
rng.lognormal(mean=0.0, sigma=0.5, size=4).tolist()
rng.exponential(scale=2.0, size=5).tolist()
rng.exponential([1.0, 10.0]).tolist()
rng.standard_exponential(3, dtype=np.float32).tolist()
rng.standard_exponential(3, method="inv").tolist()
rng.standard_exponential()

# Gamma, beta, poisson, binomial: simulated waiting times, proportions and counts.
rng = np.random.default_rng(3)
rng.gamma(shape=2.0, scale=1.5, size=4).tolist()
rng.gamma(0.5, size=3).tolist()
rng.standard_gamma([1.0, 4.0, 0.25]).tolist()
sg = rng.standard_gamma(3.0, size=3, dtype=np.float32)
sg.dtype.name, sg.tolist()
rng.beta(2.0, 5.0, size=4).tolist()
rng.beta(0.5, 0.5, size=3).tolist()
counts = rng.poisson(lam=3.0, size=8)
counts.dtype.name, counts.tolist()
rng.poisson([1.0, 10.0, 100.0, 1e6]).tolist()
rng.poisson(25.0)
heads = rng.binomial(n=10, p=0.3, size=8)
heads.dtype.name, heads.tolist()
rng.binomial(1000, 0.4, size=3).tolist()
rng.binomial([5, 50, 500], [0.9, 0.5, 0.1]).tolist()
rng.binomial(20, 0.5)
rng.random(2).tolist()

# NumPy's errors.
def err(f):
    try:
        f()
    except Exception as e:
        return type(e).__name__ + ": " + str(e)

g = np.random.default_rng(0)
err(lambda: g.normal(0.0, -1.0))
err(lambda: g.normal(0.0, -0.0))
err(lambda: g.normal([0.0, 1.0], [1.0, -2.0]))
err(lambda: g.normal([0.0, 1.0], 1.0, size=3))
err(lambda: g.normal([0.0, 1.0], [1.0, 2.0, 3.0]))
err(lambda: g.standard_normal(dtype=np.int64))
err(lambda: g.standard_normal(3, out=np.empty(3, dtype=np.float32)))
err(lambda: g.standard_normal(4, out=np.empty(3)))
err(lambda: g.lognormal(0.0, -1.0))
err(lambda: g.exponential(-2.0))
err(lambda: g.standard_exponential(dtype=np.int32))
err(lambda: g.gamma(-1.0))
err(lambda: g.beta(0.0, 1.0))
err(lambda: g.poisson(-1.0))
err(lambda: g.poisson([1.0, -1.0]))
err(lambda: g.binomial(10, 1.5))
err(lambda: g.binomial(-1, 0.5))
g.random()
# binomial's n array is cast to int64 by the safe rule (a float array is refused, a list is read).
err(lambda: g.binomial(np.array([3.9, 4.0]), 0.5))
err(lambda: np.random.binomial(np.array([3.9, 4.0]), 0.5))
g.binomial([3, 4.0], 0.5).tolist()
g.binomial(np.array([True, False]), 0.5).tolist()
