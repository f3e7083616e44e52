# needs the C library's float64 math: these samplers take glibc's log, exp, expm1, pow, cos
# and acos, whose last bits wasm32's libm port need not share, so the in-process run on
# wasm32 skips this case (docs/decisions.md, stop 77); the native runs check it all.
# np.random.default_rng's samplers on the exact pieces (stop 77): chi-square, Student's t,
# F, Cauchy, Laplace, logistic, Gumbel, Weibull, Pareto, power, Rayleigh, Wald, von Mises,
# triangular, geometric, negative binomial, Dirichlet and multinomial, all on the one PCG64
# stream in NumPy's draw order, as a statistics tutorial draws them; NumPy's errors.
import numpy as np
import torch

def bits(a):
    # The comparer allows rounding; these show the last bit.
    return [v.hex() for v in np.asarray(a, dtype=np.float64).reshape(-1).tolist()]

# Sampling distributions of a statistics course.
rng = np.random.default_rng(12345)
chi = rng.chisquare(df=3, size=6)
chi.dtype.name, chi.shape, chi.tolist()
rng.chisquare([0.5, 1.0, 2.0, 10.0]).tolist()
t = rng.standard_t(df=5, size=5)
t.tolist()
rng.standard_t([1.0, 30.0], size=(2, 2)).tolist()
rng.f(dfnum=3, dfden=7, size=4).tolist()
rng.noncentral_chisquare(3.0, 2.0, size=3).tolist()
rng.noncentral_chisquare(0.5, 2.0, size=3).tolist()
rng.noncentral_chisquare(3.0, 0.0, size=2).tolist()
rng.noncentral_f(3.0, 7.0, 1.5, size=3).tolist()
rng.standard_cauchy(4).tolist()
type(rng.standard_cauchy()).__name__
rng.chisquare(4.0)

# Noise models and extreme values.
rng = np.random.default_rng(7)
rng.laplace(loc=0.0, scale=2.0, size=5).tolist()
rng.logistic(1.0, 0.5, 5).tolist()
rng.gumbel(loc=0.0, scale=1.0, size=5).tolist()
rng.laplace([0.0, 10.0], [1.0, 0.0]).tolist()
rng.weibull(a=1.5, size=4).tolist()
rng.weibull([0.0, 2.0]).tolist()
rng.pareto(a=3.0, size=4).tolist()
(rng.pareto(3.0, size=3) + 1) * 2.0
rng.power(a=5.0, size=4).tolist()
rng.rayleigh(scale=2.0, size=4).tolist()
rng.rayleigh([1.0, 0.0, 3.0]).tolist()

# Waiting times, angles, triangles.
rng = np.random.default_rng(2024)
rng.wald(mean=1.0, scale=3.0, size=5).tolist()
rng.wald([0.5, 2.0, 1e3], [1.0, 0.1, 1e-3]).tolist()
angles = rng.vonmises(mu=0.0, kappa=4.0, size=5)
angles.tolist()
rng.vonmises(1.0, [1e-9, 1e-6, 0.5, 2e6]).tolist()
rng.vonmises(3.0, 0.5, size=5).tolist()
rng.triangular(left=0.0, mode=0.3, right=1.0, size=6).tolist()
rng.triangular([0, 1], [1, 1.5], [2, 5]).tolist()
rng.triangular(-3.0, 0.0, 8.0)

# Counts: trials to a success, failures before the n-th.
rng = np.random.default_rng(42)
g = rng.geometric(p=0.35, size=6)
g.dtype.name, g.tolist()
rng.geometric(0.05, size=6).tolist()
rng.geometric([1.0, 0.5, 1e-300]).tolist()
type(rng.geometric(0.2)).__name__
nb = rng.negative_binomial(n=5, p=0.5, size=6)
nb.dtype.name, nb.tolist()
rng.negative_binomial(0.5, 0.1, 4).tolist()
rng.negative_binomial([1, 10, 100], [0.9, 0.5, 0.3]).tolist()
rng.negative_binomial(3, 1.0, 2).tolist()

# Proportions and category counts: Dirichlet and multinomial.
rng = np.random.default_rng(3)
d = rng.dirichlet([1.0, 2.0, 3.0], size=3)
d.shape, d.tolist()
d.sum(axis=1).tolist()
rng.dirichlet([0.05, 0.02, 0.01], size=2).tolist()
rng.dirichlet([0.5, 0.5]).tolist()
rng.dirichlet([0.05, 0.0, 0.01], size=2).tolist()
rng.dirichlet([0.0, 0.0], size=2).tolist()
rng.dirichlet((10, 5, 3), size=(2, 2)).shape
rolls = rng.multinomial(20, [1 / 6.0] * 6, size=2)
rolls.dtype.name, rolls.tolist()
rng.multinomial(100, [0.2, 0.3, 0.5]).tolist()
rng.multinomial(1000, [0.5, 0.25, 0.25], size=(2, 1)).tolist()
rng.multinomial(10, [0.2, 0.3]).tolist()
rng.multinomial([10, 20], [[1 / 4] * 4 + [0] * 2, [1 / 6] * 6]).tolist()
rng.multinomial(1, [[0.1, 0.5, 0.4], [0.3, 0.7, 0.0]], size=(3, 2)).argmax(axis=-1).tolist()
rng.multinomial([[10], [20]], [1 / 6.0] * 6, size=(2, 2)).tolist()
torch.from_numpy(rng.multinomial(30, [0.1, 0.9], size=3))
rng.random()

# The last bits of a few of them (the comparer allows rounding elsewhere).
rng = np.random.default_rng(99)
bits(rng.wald([0.5, 2.0, 1e3], [1.0, 0.1, 1e-3]))
bits(rng.standard_t(5.0, size=3)), bits(rng.f(3.0, 7.0, size=3))
bits(rng.vonmises(0.5, [0.1, 4.0, 50.0])), bits(rng.pareto(3.0, size=3))
bits(rng.power(5.0, size=3)), bits(rng.rayleigh(2.0, size=3)), bits(rng.gumbel(size=3))
bits(rng.dirichlet([0.5, 2.0, 0.05])), bits(rng.noncentral_chisquare([0.5, 3.0], 1.5))

# Empty and 0-d operands.
rng = np.random.default_rng(0)
rng.chisquare(2.0, size=0).tolist(), rng.geometric(0.5, size=(2, 0)).shape
rng.standard_t(np.array(3.0))
rng.geometric(np.array(0.5))
rng.gumbel(np.zeros((2, 0))).shape
rng.dirichlet([1.0, 2.0], size=(2, 0)).shape
rng.dirichlet([]).tolist()
rng.multinomial(5, [0.5, 0.5], size=0).shape
rng.multinomial(0, [0.3, 0.7]).tolist()
rng.multinomial(np.array([], dtype=np.int64), [0.5, 0.5]).shape
rng.chisquare(np.nan), rng.standard_t(np.nan), rng.wald(np.nan, 1.0)
rng.vonmises(0.0, np.nan), rng.noncentral_chisquare(1.0, np.nan)
rng.triangular(0, [0.5, np.nan], 1).tolist()
rng.random()

# NumPy's errors.
def err(f):
    try:
        f()
    except Exception as e:
        return type(e).__name__ + ": " + str(e)

g = np.random.default_rng(0)
err(lambda: g.chisquare(0))
err(lambda: g.chisquare([1.0, -1.0]))
err(lambda: g.noncentral_chisquare(0, 1))
err(lambda: g.noncentral_chisquare(1, -1))
err(lambda: g.standard_t(-1))
err(lambda: g.f(0, 1))
err(lambda: g.f(1, 0))
err(lambda: g.noncentral_f(1, 1, -1))
err(lambda: g.laplace(0, -1))
err(lambda: g.laplace(0, -0.0))
err(lambda: g.logistic(0, -1))
err(lambda: g.gumbel([0, 1], [1, -1]))
err(lambda: g.weibull(-1))
err(lambda: g.pareto(0))
err(lambda: g.power(-1))
err(lambda: g.rayleigh(-1))
err(lambda: g.wald(0, 1))
err(lambda: g.wald(1, 0))
err(lambda: g.wald([1.0], [0.0]))
err(lambda: g.vonmises(0, -1))
err(lambda: g.triangular(2, 1, 3))
err(lambda: g.triangular(0, 4, 3))
err(lambda: g.triangular(1, 1, 1))
err(lambda: g.triangular([0, 1], [1, 1], [2, 1]))
err(lambda: g.triangular([0, 2], [1, 1], [2, 3]))
err(lambda: g.geometric(0))
err(lambda: g.geometric(1.5))
err(lambda: g.geometric(np.nan))
err(lambda: g.geometric([0.5, 0]))
err(lambda: g.negative_binomial(0, 0.5))
err(lambda: g.negative_binomial(np.nan, 0.5))
err(lambda: g.negative_binomial([np.nan], 0.5))
err(lambda: g.negative_binomial(1, 0))
err(lambda: g.negative_binomial(1e20, 1e-20))
err(lambda: g.dirichlet([1, -1]))
err(lambda: g.dirichlet(1.0))
err(lambda: g.dirichlet([[1.0]]))
err(lambda: g.multinomial(-1, [0.5, 0.5]))
err(lambda: g.multinomial(10, [-0.1, 1.1]))
err(lambda: g.multinomial(10, 0.5))
err(lambda: g.multinomial(10, []))
err(lambda: g.multinomial(10, [0.7, 0.5, 0.1]))
err(lambda: g.multinomial([3, -1], [0.5, 0.5]))
err(lambda: g.multinomial([3, 4], [[0.7, 0.5, 0.1]]))
err(lambda: g.multinomial([3, 4], [0.5, 0.5], size=(3,)))
err(lambda: g.chisquare([1.0, 2.0], size=3))
err(lambda: g.standard_cauchy(size=-1))
g.random()
