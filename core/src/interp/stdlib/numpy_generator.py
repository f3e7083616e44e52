# np.random.default_rng: NumPy's Generator over PCG64, drawing NumPy 2.4's values to the bit
# (the stream and integer draws are native: numpy_bridge/pcg64.rs; the ziggurat normals and
# exponentials and the samplers on them: numpy_bridge/ziggurat.rs, generator_fill.rs). Only
# the draws whose algorithms are here are offered (random, uniform, integers, choice,
# shuffle, permutation, standard_normal, normal, lognormal, standard_exponential,
# exponential, standard_gamma, gamma, beta, poisson, binomial); the others are refused by
# name rather than drawn from a different stream.
import numpy as _np
import torch

_M32 = 4294967295
_REFUSED = ("is not supported in stridelab: its default_rng Generator draws NumPy's exact "
            "values for random, uniform, integers, choice, shuffle, permutation, "
            "standard_normal, normal, lognormal, standard_exponential, exponential, "
            "standard_gamma, gamma, beta, poisson and binomial only (use np.random.seed with "
            "the legacy samplers, or torch's generators)")


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

    def _fill(self, dist, n, a=None, b=None):
        return _native.np_pcg_fill(self._gen, dist, n, a, b)

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
