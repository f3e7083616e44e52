import statistics
from statistics import (mean, fmean, median, median_low, median_high, mode, multimode, stdev, pstdev,
    variance, pvariance, quantiles, geometric_mean, harmonic_mean, correlation, covariance,
    linear_regression, StatisticsError, median_grouped)
import random

data = [
    [1, 2, 3, 4],
    [1, 2, 3, 4, 5],
    [2.5, 3.25, 5.5, 11.25],
    [0.1, 0.2, 0.3],
    [0.1] * 10,
    [1e100, 1.0, -1e100, 3.0],
    [1, 2.5, 3],
    [True, False, True],
    [5],
    [3, 3, 3],
    [1.0, 1.0000000000000002, 0.9999999999999999],
    [10**20, 10**20 + 1, 10**20 + 2],
    [-1.5, 2.25, -3.125, 4.0625, 0.5],
    [1e-300, 2e-300, 3e-300],
    [1e308, 1e308],
    [float("inf"), 1.0],
    [float("nan"), 1.0],
    [7, 1, 3, 3, 9, 2, 2, 2],
    [0.7, 0.1, 0.4, 0.9, 0.3, 0.3],
    [],
    [2, 2],
    [1, 3],
]
rng = random.Random(5)
for _ in range(6):
    data.append([rng.random() * 100 - 50 for _ in range(rng.randrange(2, 12))])
    data.append([rng.randrange(-50, 50) for _ in range(rng.randrange(2, 12))])
funcs = [mean, fmean, median, median_low, median_high, mode, multimode, stdev, pstdev, variance, pvariance,
         geometric_mean, harmonic_mean, quantiles]
for d in data:
    for f in funcs:
        T("%s(%r)" % (f.__name__, d), lambda: f(d))
for d in data[:12]:
    for n in (2, 3, 4, 10):
        for method in ("exclusive", "inclusive"):
            T("quantiles(%r, n=%d, %s)" % (d, n, method), lambda: quantiles(d, n=n, method=method))
T("quantiles n=0", lambda: quantiles([1, 2], n=0))
T("quantiles one", lambda: quantiles([1]))
T("quantiles bad method", lambda: quantiles([1, 2], method="x"))
T("mode str", lambda: mode("aabbbc"))
T("mode first", lambda: mode([1, 1, 2, 2]))
T("multimode str", lambda: multimode("aabbbbccddddeeffffgg"))
T("multimode empty", lambda: multimode([]))
T("mode empty", lambda: mode([]))
T("median strs", lambda: median_low(["b", "a", "c", "d"]))
T("mean str", lambda: mean(["a"]))
T("mean iter", lambda: mean(iter([1, 2, 3, 4])))
T("mean gen", lambda: mean(x * x for x in range(5)))
T("variance xbar", lambda: variance([1, 2, 3, 4], 2.5))
T("pvariance mu", lambda: pvariance([1, 2, 3, 4], 2))
T("stdev xbar", lambda: stdev([1.5, 2.5, 2.5, 2.75, 3.25, 4.75], 2.875))
T("geometric neg", lambda: geometric_mean([1, -2]))
T("geometric zero", lambda: geometric_mean([0, 2]))
T("harmonic neg", lambda: harmonic_mean([1, -2]))
T("harmonic zero", lambda: harmonic_mean([0, 2]))
T("harmonic weights", lambda: harmonic_mean([40, 60], weights=[5, 30]))
T("fmean weights", lambda: fmean([3.5, 4.0, 5.25], weights=[1, 2, 3]))
T("fmean weights mismatch", lambda: fmean([1, 2], weights=[1]))
T("fmean empty", lambda: fmean([]))
x = [1, 2, 3, 4, 5, 6, 7, 8, 9]
y = [1, 2, 3, 1, 2, 3, 1, 2, 3]
z = [9, 8, 7, 6, 5, 4, 3, 2, 1]
T("correlation xy", lambda: correlation(x, y))
T("correlation xz", lambda: correlation(x, z))
T("correlation xx", lambda: correlation(x, x))
T("correlation const", lambda: correlation(x, [1] * 9))
T("correlation short", lambda: correlation([1], [2]))
T("correlation mismatch", lambda: correlation([1, 2], [1, 2, 3]))
T("covariance xy", lambda: covariance(x, y))
T("covariance xz", lambda: covariance(x, z))
T("covariance floats", lambda: covariance([0.1, 0.5, 0.9], [1.5, 0.25, 3.0]))
T("covariance short", lambda: covariance([1], [1]))
T("linreg", lambda: linear_regression([1, 2, 3, 4, 5], [1.5, 3.7, 5.2, 8.1, 9.9]))
T("linreg prop", lambda: linear_regression([1, 2, 3], [2, 4, 6.5], proportional=True))
T("linreg fields", lambda: linear_regression([1, 2, 3], [2, 4, 6]).slope)
T("linreg const", lambda: linear_regression([1, 1, 1], [1, 2, 3]))
T("linreg short", lambda: linear_regression([1], [1]))
T("median_grouped", lambda: median_grouped([52, 52, 53, 54]))
T("median_grouped interval", lambda: median_grouped([1, 3, 3, 5, 7], interval=2))
T("error type", lambda: issubclass(StatisticsError, ValueError))
T("mean ints type", lambda: type(mean([1, 2, 3])).__name__)
T("mean ints frac", lambda: mean([1, 2]))
T("variance ints", lambda: variance([1, 2, 3, 5]))
T("pvariance ints", lambda: pvariance([1, 2, 4]))
T("variance bools", lambda: variance([True, False, True, True]))
T("stdev one", lambda: stdev([1]))
T("pstdev empty", lambda: pstdev([]))
T("variance huge", lambda: variance([1e200, -1e200, 3e200]))
T("variance tiny", lambda: variance([1e-200, 2e-200, 4e-200]))
T("stdev big ints", lambda: stdev([10**30, 10**30 + 7, 10**30 + 9]))
T("mean big ints", lambda: mean([10**30, 3, 5]))
T("mean big float mix", lambda: mean([10**30, 0.1]))
T("median range", lambda: median(range(10)))
T("median tuple", lambda: median((3, 1, 2)))
T("median empty", lambda: median([]))
