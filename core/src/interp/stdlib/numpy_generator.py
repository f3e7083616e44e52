# np.random.default_rng: NumPy's Generator over PCG64, drawing NumPy 2.4's values to the bit
# (the stream and integer draws are native: numpy_bridge/pcg64.rs; the ziggurat normals and
# exponentials and the samplers on them: numpy_bridge/ziggurat.rs, generator_fill.rs,
# samplers.rs). Only the draws whose algorithms are here are offered; the others
# (hypergeometric, logseries, zipf, multivariate_normal, ...) are refused by name rather
# than drawn from a different stream.
import math
import numpy as _np
import torch

_M32 = 4294967295
_REFUSED = ("is not supported in stridelab: its default_rng Generator draws NumPy's exact "
            "values for random, uniform, integers, choice, shuffle, permutation, "
            "standard_normal, normal, lognormal, standard_exponential, exponential, "
            "standard_gamma, gamma, beta, poisson, binomial, chisquare, noncentral_chisquare, "
            "standard_t, f, noncentral_f, laplace, logistic, gumbel, weibull, pareto, power, "
            "rayleigh, standard_cauchy, wald, vonmises, triangular, geometric, "
            "negative_binomial, dirichlet and multinomial only (use np.random.seed with the "
            "legacy samplers, or torch's generators)")


def _words(seed):
    if isinstance(seed, bool) or not isinstance(seed, int):
        seed = _np.asarray(seed)
        if seed.ndim == 0 and seed.dtype.kind in "iu":
            return _words(int(seed.item()))
        if seed.ndim == 1 and seed.dtype.kind in "iu":
            out = []
            for v in seed.tolist():
                if v < 0:
                    raise ValueError("expected non-negative integer")
                if v > _M32:
                    raise NotImplementedError("np.random.default_rng of a sequence holding ints "
                                              "past 2**32 is not supported in stridelab")
                out.append(v)
            return tuple(out)
        raise TypeError("SeedSequence expects int or sequence of ints for entropy not " + repr(seed))
    if seed < 0:
        raise ValueError("expected non-negative integer")
    if seed == 0:
        return (0,)
    out = []
    while seed > 0:
        out.append(seed & _M32)
        seed = seed >> 32
    return tuple(out)


# The dtypes NumPy draws from 32-bit draws cut into pieces: (bits, lowest, highest).
_NARROW = {"bool": (1, 0, 1), "int8": (8, -128, 127), "uint8": (8, 0, 255),
           "int16": (16, -32768, 32767), "uint16": (16, 0, 65535)}


def _count(size):
    if size is None:
        return None, 1
    shape = (size,) if isinstance(size, int) else tuple(size)
    n = 1
    for s in shape:
        n = n * s
    return shape, n


def _float_kind(dtype, method):
    """`Unsupported dtype` unless float64 ("") or float32 ("_f", NumPy's float samplers)."""
    dt = _np._dtype_of(dtype)
    if dt is _np._FLOAT64:
        return ""
    if dt is _np._FLOAT32:
        return "_f"
    raise TypeError("Unsupported dtype " + repr(_np.dtype(dt)) + " for " + method)


def _check_out(out, dt, size, require_c):
    """_common.pyx's check_output: a contiguous array of the sampler's dtype and size."""
    if out is None:
        return
    if not isinstance(out, _np.ndarray) or not out.flags.writeable or not (
            out.flags.c_contiguous or (out.flags.f_contiguous and not require_c)):
        raise ValueError("Supplied output array must be " + ("C-" if require_c else "") +
                         "contiguous, writable, aligned, and in machine byte-order.")
    if out.dtype is not dt:
        raise TypeError("Supplied output array has the wrong type. Expected " + dt.name +
                        ", got " + out.dtype.name)
    if size is not None:
        shape = tuple(size) if isinstance(size, (list, tuple)) else (size,)
        if shape != out.shape:
            raise ValueError("size must match out.shape when used together")


def _into(out, vals):
    """Draws written into `out` in its memory order (C, or Fortran for the fills that take
    it), as NumPy's fill loops walk its data pointer."""
    if out.flags.c_contiguous:
        out[...] = _np._new(vals.reshape(out.shape))
    else:
        out.T[...] = _np._new(vals.reshape(out.shape[::-1]))
    return out


class Generator:
    __module__ = "numpy.random"

    def __init__(self, words):
        self._gen = _native.np_pcg_new(words)

    def __repr__(self):
        return "Generator(PCG64)"

    def random(self, size=None, dtype=_np.float64, out=None):
        if _np._dtype_of(dtype) is not _np._FLOAT64 or out is not None:
            raise NotImplementedError("Generator.random(dtype=, out=) " + _REFUSED)
        shape, n = _count(size)
        vals = _native.np_pcg_doubles(self._gen, n)
        if shape is None:
            return vals[0].item()
        return _np._new(vals.reshape(shape))

    def uniform(self, low=0.0, high=1.0, size=None):
        if not (isinstance(low, (int, float)) and isinstance(high, (int, float))):
            raise NotImplementedError("Generator.uniform with array bounds " + _REFUSED)
        span = float(high) - float(low)
        if span < 0:
            raise ValueError("high - low < 0")
        shape, n = _count(size)
        # random_uniform: low + span * u, in float64 as NumPy's C computes it.
        vals = float(low) + span * _native.np_pcg_doubles(self._gen, n)
        if shape is None:
            return vals[0].item()
        return _np._new(vals.reshape(shape))

    def integers(self, low, high=None, size=None, dtype=_np.int64, endpoint=False):
        dt = _np._dtype_of(dtype)
        narrow = _NARROW.get(dt.name)
        if dt is not _np._INT64 and dt is not _np._INT32 and narrow is None:
            raise NotImplementedError("Generator.integers(dtype=" + dt.name + ") " + _REFUSED)
        if high is None:
            low, high = 0, low
        if not (isinstance(low, int) and isinstance(high, int)):
            low = _np.asarray(low)
            high = _np.asarray(high)
            if low.ndim != 0 or high.ndim != 0:
                raise NotImplementedError("Generator.integers with array bounds " + _REFUSED)
            low = int(low.item())
            high = int(high.item())
        top = high if endpoint else high - 1
        if narrow is not None:
            # _bounded_integers' checks against the type's range come first.
            lb, ub = narrow[1], narrow[2]
            if low < lb:
                raise ValueError("low is out of bounds for " + dt.name)
            if top > ub:
                raise ValueError("high is out of bounds for " + dt.name)
        if top < low:
            raise ValueError("high <= 0" if low == 0 and not endpoint else "low >= high" if not endpoint else "low > high")
        shape, n = _count(size)
        if narrow is not None:
            vals = _native.np_pcg_bounded_narrow(self._gen, n, top - low, narrow[0]) + low
        else:
            vals = _native.np_pcg_bounded(self._gen, n, top - low) + low
        if shape is None:
            return _np._scalar(vals[0].item(), dt)
        return _np._new(vals.to(dt._torch).reshape(shape))

    def _fill(self, dist, n, a=None, b=None, c=None):
        return _native.np_pcg_fill(self._gen, dist, n, a, b, c)

    def _filled(self, dist, size, dt, out):
        # double_fill / float_fill: a Python float without size or out.
        _check_out(out, dt, size, False)
        if out is not None:
            return _into(out, self._fill(dist, out.size))
        if size is None:
            return self._fill(dist, 1).item()
        shape = _np._rs_size(size)
        return _np._new(self._fill(dist, _np._prod(shape)).reshape(shape))

    def _cont(self, dist, size, params, dt=_np._FLOAT64, out=None):
        _check_out(out, dt, size, True)
        if out is None:
            return _np._rs_cont(self._fill, dist, size, params)
        return _into(out, _np._rs_cont(self._fill, dist, out.shape, params)._t())

    def standard_normal(self, size=None, dtype=_np.float64, out=None):
        kind = _float_kind(dtype, "standard_normal")
        return self._filled("standard_normal" + kind, size, _np._dtype_of(dtype), out)

    def normal(self, loc=0.0, scale=1.0, size=None):
        return self._cont("normal", size, [(loc, "", _np._CONS_NONE),
                                           (scale, "scale", _np._CONS_NON_NEGATIVE)])

    def lognormal(self, mean=0.0, sigma=1.0, size=None):
        return self._cont("lognormal", size, [(mean, "mean", _np._CONS_NONE),
                                              (sigma, "sigma", _np._CONS_NON_NEGATIVE)])

    def standard_exponential(self, size=None, dtype=_np.float64, method="zig", out=None):
        kind = _float_kind(dtype, "standard_exponential")
        dist = "standard_exponential" + ("" if method == "zig" else "_inv") + kind
        return self._filled(dist, size, _np._dtype_of(dtype), out)

    def exponential(self, scale=1.0, size=None):
        return self._cont("exponential", size, [(scale, "scale", _np._CONS_NON_NEGATIVE)])

    def standard_gamma(self, shape, size=None, dtype=_np.float64, out=None):
        kind = _float_kind(dtype, "standard_gamma")
        return self._cont("standard_gamma" + kind, size,
                          [(shape, "shape", _np._CONS_NON_NEGATIVE)], _np._dtype_of(dtype), out)

    def gamma(self, shape, scale=1.0, size=None):
        return self._cont("gamma", size, [(shape, "shape", _np._CONS_NON_NEGATIVE),
                                          (scale, "scale", _np._CONS_NON_NEGATIVE)])

    def beta(self, a, b, size=None):
        return self._cont("beta", size, [(a, "a", _np._CONS_POSITIVE), (b, "b", _np._CONS_POSITIVE)])

    def poisson(self, lam=1.0, size=None):
        # random_poisson (the one RandomState uses): a Python int without size, int64 else.
        return self._cont("poisson", size, [(lam, "lam", _np._CONS_POISSON)])

    def binomial(self, n, p, size=None):
        # Generator.binomial's own loop: p then n, random_binomial (0 at once for n or p of 0).
        if _np._rs_is_scalar(p) and _np._rs_is_scalar(n):
            dp = float(p)
            ln = _np._rs_long(n)
            _np._rs_check_scalar(dp, "p", _np._CONS_BOUNDED_0_1)
            _np._rs_check_scalar(float(ln), "n", _np._CONS_NON_NEGATIVE)
            if size is None:
                return self._fill("binomial", 1, dp, ln).item()
            shape = _np._rs_size(size)
            return _np._new(self._fill("binomial", _np._prod(shape), dp, ln).reshape(shape))
        parr = _np.asarray(p, dtype=_np.float64)
        narr = _np._rs_int64_array(n)
        _np._rs_check_array(parr._t(), "p", _np._CONS_BOUNDED_0_1)
        _np._rs_check_array(narr._t(), "n", _np._CONS_NON_NEGATIVE)
        return _np._rs_broadcast_fill(self._fill, "binomial", size, [parr, narr])

    # The samplers on the exact pieces (samplers.rs), with _generator.pyx's checks.
    def chisquare(self, df, size=None):
        return self._cont("chisquare", size, [(df, "df", _np._CONS_POSITIVE)])

    def noncentral_chisquare(self, df, nonc, size=None):
        return self._cont("noncentral_chisquare", size, [(df, "df", _np._CONS_POSITIVE),
                                                         (nonc, "nonc", _np._CONS_NON_NEGATIVE)])

    def standard_t(self, df, size=None):
        return self._cont("standard_t", size, [(df, "df", _np._CONS_POSITIVE)])

    def f(self, dfnum, dfden, size=None):
        return self._cont("f", size, [(dfnum, "dfnum", _np._CONS_POSITIVE),
                                      (dfden, "dfden", _np._CONS_POSITIVE)])

    def noncentral_f(self, dfnum, dfden, nonc, size=None):
        return self._cont("noncentral_f", size, [(dfnum, "dfnum", _np._CONS_POSITIVE),
                                                 (dfden, "dfden", _np._CONS_POSITIVE),
                                                 (nonc, "nonc", _np._CONS_NON_NEGATIVE)])

    def standard_cauchy(self, size=None):
        return self._cont("standard_cauchy", size, [])

    def laplace(self, loc=0.0, scale=1.0, size=None):
        return self._cont("laplace", size, [(loc, "loc", _np._CONS_NONE),
                                            (scale, "scale", _np._CONS_NON_NEGATIVE)])

    def logistic(self, loc=0.0, scale=1.0, size=None):
        return self._cont("logistic", size, [(loc, "loc", _np._CONS_NONE),
                                             (scale, "scale", _np._CONS_NON_NEGATIVE)])

    def gumbel(self, loc=0.0, scale=1.0, size=None):
        return self._cont("gumbel", size, [(loc, "loc", _np._CONS_NONE),
                                           (scale, "scale", _np._CONS_NON_NEGATIVE)])

    def weibull(self, a, size=None):
        return self._cont("weibull", size, [(a, "a", _np._CONS_NON_NEGATIVE)])

    def pareto(self, a, size=None):
        return self._cont("pareto", size, [(a, "a", _np._CONS_POSITIVE)])

    def power(self, a, size=None):
        return self._cont("power", size, [(a, "a", _np._CONS_POSITIVE)])

    def rayleigh(self, scale=1.0, size=None):
        return self._cont("rayleigh", size, [(scale, "scale", _np._CONS_NON_NEGATIVE)])

    def wald(self, mean, scale, size=None):
        return self._cont("wald", size, [(mean, "mean", _np._CONS_POSITIVE),
                                         (scale, "scale", _np._CONS_POSITIVE)])

    def vonmises(self, mu, kappa, size=None):
        return self._cont("vonmises", size, [(mu, "mu", _np._CONS_NONE),
                                             (kappa, "kappa", _np._CONS_NON_NEGATIVE)])

    def triangular(self, left, mode, right, size=None):
        params = [(left, "left", _np._CONS_NONE), (mode, "mode", _np._CONS_NONE),
                  (right, "right", _np._CONS_NONE)]
        if _np._rs_is_scalar(left) and _np._rs_is_scalar(mode) and _np._rs_is_scalar(right):
            fl, fm, fr = float(left), float(mode), float(right)
            if fl > fm:
                raise ValueError("left > mode")
            if fm > fr:
                raise ValueError("mode > right")
            if fl == fr:
                raise ValueError("left == right")
            return self._cont("triangular", size, params)
        ol = _np.asarray(left, dtype=_np.float64)
        om = _np.asarray(mode, dtype=_np.float64)
        orr = _np.asarray(right, dtype=_np.float64)
        if bool(_np.any(_np.greater(ol, om))):
            raise ValueError("left > mode")
        if bool(_np.any(_np.greater(om, orr))):
            raise ValueError("mode > right")
        if bool(_np.any(_np.equal(ol, orr))):
            raise ValueError("left == right")
        return self._cont("triangular", size, [(ol, "left", _np._CONS_NONE),
                                               (om, "mode", _np._CONS_NONE),
                                               (orr, "right", _np._CONS_NONE)])

    def geometric(self, p, size=None):
        return self._cont("geometric", size, [(p, "p", _np._CONS_BOUNDED_GT_0_1)])

    def negative_binomial(self, n, p, size=None):
        # Both parameters are doubles; n and p checked, then the largest Poisson rate the
        # gamma could feed (POISSON_LAM_MAX), as _generator.pyx does.
        too_large = ("n too large or p too small, see Generator.negative_binomial Notes")
        if _np._rs_is_scalar(n) and _np._rs_is_scalar(p):
            dn, dp = float(n), float(p)
            _np._rs_check_scalar(dn, "n", _np._CONS_POSITIVE_NOT_NAN)
            _np._rs_check_scalar(dp, "p", _np._CONS_BOUNDED_GT_0_1)
            if (1 - dp) / dp * (dn + 10 * math.sqrt(dn)) > _np._LEGACY_POISSON_LAM_MAX:
                raise ValueError(too_large)
            return self._cont("negative_binomial", size, [(dn, "n", _np._CONS_NONE),
                                                          (dp, "p", _np._CONS_NONE)])
        narr = _np.asarray(n, dtype=_np.float64)
        parr = _np.asarray(p, dtype=_np.float64)
        _np._rs_check_array(narr._t(), "n", _np._CONS_POSITIVE_NOT_NAN)
        _np._rs_check_array(parr._t(), "p", _np._CONS_BOUNDED_GT_0_1)
        lam = (1 - parr) / parr * (narr + 10 * _np.sqrt(narr))
        if bool(_np.any(_np.greater(lam, _np._LEGACY_POISSON_LAM_MAX))):
            raise ValueError(too_large)
        return self._cont("negative_binomial", size, [(narr, "n", _np._CONS_NONE),
                                                      (parr, "p", _np._CONS_NONE)])

    def dirichlet(self, alpha, size=None):
        k = len(alpha)
        arr = _np.asarray(alpha, dtype=_np.float64)
        if arr.ndim > 1:
            raise ValueError("setting an array element with a sequence. The requested array "
                             "would exceed the maximum number of dimension of 1.")
        if bool(_np.any(_np.less(arr, 0))):
            raise ValueError("alpha < 0")
        if size is None:
            shape = (k,)
        elif isinstance(size, int) or isinstance(size, _np.integer):
            shape = (int(size), k)
        else:
            shape = tuple(size) + (k,)
        shape = _np._new_shape(shape)
        rows = _np._prod(shape) // k if k > 0 else 0
        vals = _native.np_pcg_dirichlet(self._gen, arr._t().contiguous(), rows)
        return _np._new(vals.reshape(shape))

    def multinomial(self, n, pvals, size=None):
        parr = _np.asarray(pvals, dtype=_np.float64)
        d = parr.shape[-1] if parr.ndim >= 1 else 0
        if d == 0:
            raise ValueError("pvals must have at least 1 dimension and the last dimension of "
                             "pvals must be greater than 0.")
        pt = parr._t().contiguous()
        _np._rs_check_array(pt, "pvals", _np._CONS_BOUNDED_0_1)
        # kahan_sum of each row's first d - 1 probabilities.
        rows = pt.reshape(-1, d)
        for r in range(rows.shape[0]):
            if _native.np_kahan_sum(rows[r, :d - 1]) > 1.0 + 1e-12:
                sl = "[:-1]" if parr.ndim == 1 else "[...,:-1]"
                if (isinstance(pvals, _np.ndarray) and pvals.dtype.kind == "f"
                        and pvals.dtype is not _np._FLOAT64 and float(pvals.sum()) < 1.0001):
                    raise ValueError("sum(pvals" + sl + ".astype(np.float64)) > 1.0. The pvals "
                                     "array is cast to 64-bit floating point prior to checking "
                                     "the sum. Precision changes when casting may cause "
                                     "problems even if the sum of the original pvals is valid.")
                raise ValueError("sum(pvals" + sl + ") > 1.0")
        if not _np._rs_is_scalar(n) or parr.ndim > 1:
            # The vector path: n broadcast against pvals' rows (and size), row by row.
            narr = _np._rs_int64_array(n)
            _np._rs_check_array(narr._t(), "n", _np._CONS_NON_NEGATIVE)
            lead = tuple(parr.shape[:-1])
            if size is None:
                it = _np._rs_broadcast([narr.shape, lead])
            else:
                sz = (_np._index_int(size, ""),) if isinstance(size, int) or isinstance(
                    size, _np.integer) else tuple(size)
                it = _np._rs_broadcast([narr.shape, lead, sz])
                if it != sz:
                    raise ValueError("Output size " + str(sz) + " is not compatible with "
                                     "broadcast dimensions of inputs " + str(it) + ".")
            ns = narr._t().broadcast_to(it).reshape(-1).tolist()
            idx = torch.arange(rows.shape[0]).reshape(lead).broadcast_to(it).reshape(-1).tolist()
            out = [_native.np_pcg_multinomial(self._gen, ns[i], rows[idx[i]], 1)
                   for i in range(len(ns))]
            flat = torch.cat(out) if len(out) > 0 else torch.zeros(0, dtype=torch.int64)
            return _np._new(flat.reshape(tuple(it) + (d,)))
        if size is None:
            shape = (d,)
        elif isinstance(size, int) or isinstance(size, _np.integer):
            shape = (int(size), d)
        else:
            shape = tuple(size) + (d,)
        shape = _np._new_shape(shape)
        ni = _np._rs_long(n)
        _np._rs_check_scalar(float(ni), "n", _np._CONS_NON_NEGATIVE)
        vals = _native.np_pcg_multinomial(self._gen, ni, pt, _np._prod(shape) // d)
        return _np._new(vals.reshape(shape))

    def choice(self, a, size=None, replace=True, p=None, axis=0, shuffle=True):
        if axis != 0:
            raise NotImplementedError("Generator.choice(axis=) " + _REFUSED)
        if isinstance(a, int):
            pool = None
            pop = a
            if pop <= 0 and (size is None or _count(size)[1] > 0):
                raise ValueError("a must be a positive integer unless no samples are taken")
        else:
            pool = _np.asarray(a)
            pop = pool.shape[0] if pool.ndim > 0 else 0
            if pop == 0 and (size is None or _count(size)[1] > 0):
                raise ValueError("a cannot be empty unless no samples are taken")
        shape, n = _count(size)
        if p is not None:
            p = _np.asarray(p, dtype=_np.float64)
            if p.size != pop:
                raise ValueError("a and p must have same size")
            if bool(_np.any(p < 0)):
                raise ValueError("probabilities are not non-negative")
            if _np.abs(_np.sum(p) - 1.0) > 1e-8 * 10:
                raise ValueError("Probabilities do not sum to 1. See Notes section of docstring for more information.")
        if replace:
            if p is None:
                idx = _native.np_pcg_bounded(self._gen, n, pop - 1).tolist()
            else:
                cdf = _np.cumsum(p)
                cdf = cdf / cdf[-1]
                u = _np._new(_native.np_pcg_doubles(self._gen, n))
                idx = _np.searchsorted(cdf, u, side="right").tolist()
        else:
            if n > pop:
                raise ValueError("Cannot take a larger sample than population when replace is False")
            if p is not None or pop > 10000:
                raise NotImplementedError("Generator.choice(replace=False) with p= or a population "
                                          "over 10000 " + _REFUSED)
            idx = _native.np_pcg_floyd(self._gen, pop, n, bool(shuffle))
        if shape is None:
            return idx[0] if pool is None else pool[idx[0]]
        ia = _np.array(idx, dtype=_np.int64).reshape(shape)
        return ia if pool is None else pool[ia]

    def shuffle(self, x, axis=0):
        if axis != 0:
            raise NotImplementedError("Generator.shuffle(axis=) " + _REFUSED)
        order = _native.np_pcg_shuffle_order(self._gen, len(x))
        if isinstance(x, _np.ndarray):
            x[...] = x[_np.array(order, dtype=_np.int64)]
        else:
            items = [x[i] for i in order]
            for i in range(len(items)):
                x[i] = items[i]

    def permutation(self, x, axis=0):
        if axis != 0:
            raise NotImplementedError("Generator.permutation(axis=) " + _REFUSED)
        if isinstance(x, int):
            arr = _np.arange(x)
            self.shuffle(arr)
            return arr
        arr = _np.asarray(x)
        if arr.ndim < 1:
            raise IndexError("x must be an integer or at least 1-dimensional")
        order = _native.np_pcg_shuffle_order(self._gen, arr.shape[0])
        return arr[_np.array(order, dtype=_np.int64)]

    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError("'numpy.random._generator.Generator' object has no attribute '" + name + "'")
        raise NotImplementedError("np.random.default_rng()." + name + " " + _REFUSED)


def default_rng(seed=None):
    if isinstance(seed, Generator):
        return seed
    if seed is None:
        # Fresh entropy, as NumPy's OS-drawn seed (not torch's stream: drawing from it would
        # shift every later torch.rand).
        import time
        seed = time.time_ns() & ((1 << 128) - 1)
    return Generator(_words(seed))
