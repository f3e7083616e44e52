# numpy._numerics: NumPy's numeric helpers teaching code calls: linspace/logspace/geomspace
# (computed in their result dtype, as numpy/_core/function_base.py), cross, kron,
# convolve/correlate (the C correlate's padding per mode), interp (arr_interp's formula),
# the elementwise deg2rad/rad2deg/cbrt/reciprocal/sinc/heaviside, tri, polyval, polyfit,
# trapezoid and isscalar.
import math
import numpy as _np
import torch

_INTP_MAX = 9223372036854775807


# ----------------------------------------------------------------------------- ranges

def linspace(start, stop, num=50, endpoint=True, retstep=False, dtype=None, axis=0, *, device=None):
    num = _np._index_int(num, "'" + type(num).__name__ + "' object cannot be interpreted as an integer")
    if num < 0:
        raise ValueError("Number of samples, " + str(num) + ", must be non-negative.")
    if num > _INTP_MAX:
        raise ValueError("Maximum allowed size exceeded")
    _np._check_nbytes((num,), _np._FLOAT64)
    div = num - 1 if endpoint else num
    # The computation dtype: start's and stop's (Python numbers weak), at least a float.
    dt = _np.result_type(start, stop, 0.0)
    if dt.kind == "c":
        raise NotImplementedError("np.linspace of complex values is not supported in stridelab")
    tdt = dt._torch
    st = _np.asarray(start)._t().to(tdt)
    sp = _np.asarray(stop)._t().to(tdt)
    delta = sp - st
    y = torch.arange(0, num, dtype=tdt).reshape((-1,) + (1,) * delta.dim())
    if div > 0:
        step = delta / div
        if bool((step == 0).any()):
            y = y / div
            y = y * delta
        else:
            y = y * step
    else:
        step = math.nan
        y = y * delta
    y = y + st
    if tuple(y.shape) != (num,) + tuple(delta.shape):
        y = y.expand((num,) + tuple(delta.shape)).clone()
    if endpoint and num > 1:
        y[-1] = sp
    out_dt = dt if dtype is None else _np._dtype_of(dtype)
    if out_dt.kind in "iu":
        y = torch.floor(y)
    r = _np._new(_np._cast_tensor(y.contiguous(), out_dt), out_dt)
    if out_dt is dt:
        # NumPy's result is a reshaped view of its arange (its base is not None); another
        # dtype is an astype copy.
        r = r.reshape(r.shape)
    if axis != 0:
        r = _np.moveaxis(r, 0, axis)
    if retstep:
        if isinstance(step, float):
            return r, step
        return r, _np._result(step.contiguous() if step.dim() > 0 else step, dt)
    return r


def logspace(start, stop, num=50, endpoint=True, base=10.0, dtype=None, axis=0):
    if not isinstance(base, (float, int)) and _np.ndim(base):
        raise NotImplementedError("np.logspace with an array base is not supported in stridelab")
    y = linspace(start, stop, num=num, endpoint=endpoint, axis=axis)
    if dtype is None:
        return _np.power(base, y)
    return _np.power(base, y).astype(dtype, copy=False)


def geomspace(start, stop, num=50, endpoint=True, dtype=None, axis=0):
    start = _np.asarray(start)
    stop = _np.asarray(stop)
    if _np.any(start == 0) or _np.any(stop == 0):
        raise ValueError("Geometric sequence cannot include zero")
    dt = _np.result_type(start, stop, float(num), _np.zeros((), float if dtype is None else dtype))
    if dt.kind == "c":
        raise NotImplementedError("np.geomspace of complex values is not supported in stridelab")
    dtype = dt if dtype is None else _np.dtype(dtype)
    start = start.astype(dt, copy=True)
    stop = stop.astype(dt, copy=True)
    out_sign = _np.sign(start)
    start = _np.asarray(start / out_sign)
    stop = _np.asarray(stop / out_sign)
    log_start = _np.log10(start)
    log_stop = _np.log10(stop)
    result = _np.asarray(logspace(log_start, log_stop, num=num, endpoint=endpoint, base=10.0, dtype=dt))
    if num > 0:
        result[0] = start
        if num > 1 and endpoint:
            result[-1] = stop
    result = _np.asarray(result * out_sign).astype(dt)
    if axis != 0:
        result = _np.moveaxis(result, 0, axis)
    return result.astype(dtype, copy=False)


# ----------------------------------------------------------------------------- products

def cross(a, b, axisa=-1, axisb=-1, axisc=-1, axis=None):
    if axis is not None:
        axisa, axisb, axisc = (axis,) * 3
    a = _np.asarray(a)
    b = _np.asarray(b)
    if a.ndim < 1 or b.ndim < 1:
        raise ValueError("At least one array has zero dimension")
    axisa = _np._norm_axis(axisa, a.ndim, "axisa")
    axisb = _np._norm_axis(axisb, b.ndim, "axisb")
    a = _np.moveaxis(a, axisa, -1)
    b = _np.moveaxis(b, axisb, -1)
    if a.shape[-1] not in (2, 3) or b.shape[-1] not in (2, 3):
        raise ValueError("incompatible dimensions for cross product\n(dimension must be 2 or 3)")
    if a.shape[-1] == 2 or b.shape[-1] == 2:
        import warnings
        warnings.warn("Arrays of 2-dimensional vectors are deprecated. Use arrays of "
                      "3-dimensional vectors instead. (deprecated in NumPy 2.0)",
                      DeprecationWarning, stacklevel=2)
    dt = _np._promote(a.dtype, b.dtype)
    if dt.kind in "bc" or dt is _np._UINT16:
        raise NotImplementedError("np.cross of " + dt.name + " arrays is not supported in stridelab")
    a = a.astype(dt)
    b = b.astype(dt)
    a0, a1 = a[..., 0], a[..., 1]
    b0, b1 = b[..., 0], b[..., 1]
    a2 = a[..., 2] if a.shape[-1] == 3 else None
    b2 = b[..., 2] if b.shape[-1] == 3 else None
    if a2 is None and b2 is None:
        return _np.asarray(a0 * b1 - a1 * b0)
    if a2 is None:
        parts = [a1 * b2, -(a0 * b2), a0 * b1 - a1 * b0]
    elif b2 is None:
        parts = [-(a2 * b1), a2 * b0, a0 * b1 - a1 * b0]
    else:
        parts = [a1 * b2 - a2 * b1, a2 * b0 - a0 * b2, a0 * b1 - a1 * b0]
    cp = _np.stack([_np.asarray(p) for p in parts], axis=-1)
    axisc = _np._norm_axis(axisc, cp.ndim, "axisc")
    return _np.moveaxis(cp, -1, axisc)


def kron(a, b):
    b = _np.asarray(b)
    a = _np.array(a, copy=None, ndmin=b.ndim)
    nda, ndb = a.ndim, b.ndim
    if nda == 0 or ndb == 0:
        return _np.multiply(a, b)
    nd = max(nda, ndb)
    as_ = (1,) * (nd - nda) + a.shape
    bs = (1,) * (nd - ndb) + b.shape
    ai = []
    bi = []
    for i in range(nd):
        ai += [as_[i], 1]
        bi += [1, bs[i]]
    r = _np.multiply(a.reshape(tuple(ai)), b.reshape(tuple(bi)))
    return r.reshape(tuple([as_[i] * bs[i] for i in range(nd)]))


_MODES = {"valid": 0, "same": 1, "full": 2, "v": 0, "s": 1, "f": 2, 0: 0, 1: 1, 2: 2}


def _mode(mode):
    if mode not in _MODES or isinstance(mode, bool):
        raise ValueError("mode must be one of 'valid', 'same', or 'full' (got " + repr(mode) + ")")
    return _MODES[mode]


def _correlate(a, v, mode):
    """NumPy's _pyarray_correlate: out[k] = sum_j a[k - n_left + j] * v[j] over the longer
    array a (zeros beyond it), where the padding n_left/n_right is the mode's. Returns the
    result and whether a and v were swapped."""
    dt = _np._promote(a.dtype, v.dtype)
    if dt.kind == "c" or dt is _np._UINT16:
        raise NotImplementedError("np.correlate of " + dt.name + " arrays is not supported in stridelab")
    inverted = False
    if a.shape[0] < v.shape[0]:
        a, v = v, a
        inverted = True
    n1 = a.shape[0]
    n = v.shape[0]
    if mode == 0:
        n_left = n_right = 0
    elif mode == 1:
        n_left = n // 2
        n_right = n - n_left - 1
    else:
        n_left = n_right = n - 1
    calc = _np._INT64 if dt is _np._BOOL else dt
    at = _np._cast_tensor(a._t(), calc)
    vt = _np._cast_tensor(v._t(), calc)
    z = torch.zeros(n_left, dtype=at.dtype)
    at = torch.cat([z, at, torch.zeros(n_right, dtype=at.dtype)])
    windows = at.unfold(0, n, 1)
    r = (windows * vt).sum(-1) if dt.kind != "f" else _dot_rows(windows, vt)
    if dt is _np._BOOL:
        r = r != 0
    return _np._new(r.to(dt._torch).contiguous()), inverted


def _dot_rows(w, v):
    # A dot product of each row with v, added in order (NumPy's float dot of short vectors).
    n = v.shape[0]
    if n == 0:
        return torch.zeros(w.shape[0], dtype=w.dtype)
    acc = torch.zeros(w.shape[0], dtype=w.dtype)
    for j in range(n):
        acc = acc + w[:, j] * v[j]
    return acc


def correlate(a, v, mode="valid"):
    m = _mode(mode)
    a = _np.array(a, copy=None, ndmin=1)
    v = _np.array(v, copy=None, ndmin=1)
    if a.ndim != 1 or v.ndim != 1:
        raise ValueError("object too deep for desired array")
    if a.shape[0] == 0:
        raise ValueError("first array argument cannot be empty")
    if v.shape[0] == 0:
        raise ValueError("second array argument cannot be empty")
    r, inverted = _correlate(a, v, m)
    return r[::-1].copy() if inverted else r


def convolve(a, v, mode="full"):
    a = _np.array(a, copy=None, ndmin=1)
    v = _np.array(v, copy=None, ndmin=1)
    if len(a) == 0:
        raise ValueError("a cannot be empty")
    if len(v) == 0:
        raise ValueError("v cannot be empty")
    if len(v) > len(a):
        a, v = v, a
    m = _mode(mode)
    r, _ = _correlate(a, v[::-1], m)
    return r


def interp(x, xp, fp, left=None, right=None, period=None):
    fp = _np.asarray(fp)
    if fp.dtype.kind == "c":
        raise NotImplementedError("np.interp of complex values is not supported in stridelab")
    x = _np.asarray(x, dtype=_np.float64)
    xp = _np.asarray(xp, dtype=_np.float64)
    fp = _np.asarray(fp, dtype=_np.float64)
    if period is not None:
        if period == 0:
            raise ValueError("period must be a non-zero value")
        period = abs(period)
        left = None
        right = None
        if xp.ndim != 1 or fp.ndim != 1:
            raise ValueError("Data points must be 1-D sequences")
        if xp.shape[0] != fp.shape[0]:
            raise ValueError("fp and xp are not of the same length")
        x = x % period
        xp = xp % period
        asort_xp = _np.argsort(xp)
        xp = xp[asort_xp]
        fp = fp[asort_xp]
        xp = _np.concatenate((xp[-1:] - period, xp, xp[0:1] + period))
        fp = _np.concatenate((fp[-1:], fp, fp[0:1]))
    if xp.ndim != 1 or fp.ndim != 1:
        raise ValueError("object too deep for desired array")
    if xp.shape[0] == 0:
        raise ValueError("array of sample points is empty")
    if xp.shape[0] != fp.shape[0]:
        raise ValueError("fp and xp are not of the same length.")
    dx = xp._t().contiguous()
    dy = fp._t().contiguous()
    xt = x._t().reshape(-1).contiguous()
    n = dx.shape[0]
    lval = dy[0] if left is None else torch.tensor(float(left), dtype=torch.float64)
    rval = dy[-1] if right is None else torch.tensor(float(right), dtype=torch.float64)
    if n == 1:
        res = torch.where(xt < dx[0], lval, torch.where(xt > dx[0], rval, dy[0]))
    else:
        j = torch.searchsorted(dx, xt, right=True) - 1
        j = torch.clamp(j, 0, n - 2)
        x0, x1 = dx[j], dx[j + 1]
        y0, y1 = dy[j], dy[j + 1]
        slope = (y1 - y0) / (x1 - x0)
        res = slope * (xt - x0) + y0
        other = slope * (xt - x1) + y1
        res = torch.where(torch.isnan(res), other, res)
        res = torch.where(torch.isnan(res) & (y0 == y1), y0, res)
        res = torch.where(xt == x0, y0, res)
        res = torch.where(xt == dx[-1], dy[-1], res)
        res = torch.where(xt < dx[0], lval, res)
        res = torch.where(xt > dx[-1], rval, res)
    res = torch.where(torch.isnan(xt), xt, res)
    return _np._result(res.reshape(x.shape).contiguous())


def trapezoid(y, x=None, dx=1.0, axis=-1):
    y = _np.asarray(y)
    if x is None:
        d = dx
    else:
        x = _np.asarray(x)
        if x.ndim == 1:
            d = _np.diff(x)
            shape = [1] * y.ndim
            shape[axis] = d.shape[0]
            d = d.reshape(tuple(shape))
        else:
            d = _np.diff(x, axis=axis)
    nd = y.ndim
    slice1 = [slice(None)] * nd
    slice2 = [slice(None)] * nd
    slice1[axis] = slice(1, None)
    slice2[axis] = slice(None, -1)
    return _np.sum(d * (y[tuple(slice1)] + y[tuple(slice2)]) / 2.0, axis=axis)


# ----------------------------------------------------------------------------- elementwise

def _float_operand(x, name):
    a = _np.asarray(x)
    if a.dtype.kind == "c":
        _np._refuse_complex(name)
    return a, _np._float_for(a.dtype)


def _deg_rad(x, name, out):
    if isinstance(x, torch.Tensor):
        return _np._array_wrap(_deg_rad(x.numpy(), name, None))
    a, rd = _float_operand(x, name)
    calc = torch.float32 if rd is _np._FLOAT16 else rd._torch
    t = a._t().to(calc)
    # npy_deg2rad: x * (pi / 180), the constant divided in the loop's float (float32 for
    # half): float32's rad2deg constant is 180f / pi_f, not the double quotient rounded.
    pi = torch.tensor(math.pi, dtype=calc)
    c = pi / 180.0 if name in ("deg2rad", "radians") else 180.0 / pi
    r = (t * c).to(rd._torch)
    return _np._finish(name, r.contiguous(), rd, out)


def deg2rad(x, out=None):
    return _deg_rad(x, "deg2rad", out)


def rad2deg(x, out=None):
    return _deg_rad(x, "rad2deg", out)


def radians(x, out=None):
    return _deg_rad(x, "radians", out)


def degrees(x, out=None):
    return _deg_rad(x, "degrees", out)


def cbrt(x, out=None):
    if isinstance(x, torch.Tensor):
        return _np._array_wrap(cbrt(x.numpy()))
    a, rd = _float_operand(x, "cbrt")
    vals = [math.cbrt(v) for v in a._t().to(torch.float64).reshape(-1).tolist()]
    t = torch.tensor(vals, dtype=torch.float64).reshape(a.shape).to(rd._torch)
    return _np._finish("cbrt", t.contiguous(), rd, out)


def reciprocal(x, out=None):
    if isinstance(x, torch.Tensor):
        return _np._array_wrap(reciprocal(x.numpy()))
    a = _np.asarray(x)
    d = a.dtype
    if d.kind == "c":
        _np._refuse_complex("reciprocal")
    t = a._t()
    if d.kind in "iub":
        if d.kind == "b":
            raise _np._UFuncTypeError("ufunc 'reciprocal' did not contain a loop with signature "
                                      "matching types <class 'numpy.dtypes.BoolDType'> -> None")
        if t.numel() > 0 and bool((t == 0).any()):
            raise NotImplementedError("np.reciprocal of an integer 0 is not supported in stridelab")
        # C's 1 / x in the integer type: 0 but for 1 and -1.
        r = torch.where(t == 1, t, torch.where(t == -1, t, torch.zeros_like(t)))
    else:
        r = 1.0 / t
    return _np._finish("reciprocal", r.contiguous(), d, out)


def sinc(x):
    x = _np.asarray(x)
    x = _np.asarray(_np.pi * x)
    eps = _np.finfo(x.dtype).eps if x.dtype.kind == "f" else 1e-20
    y = _np.where(x, x, eps)
    return _np.sin(y) / y


def heaviside(x1, x2, out=None):
    if isinstance(x1, torch.Tensor) or isinstance(x2, torch.Tensor):
        return _np._array_wrap(heaviside(*[v.numpy() if isinstance(v, torch.Tensor) else v for v in (x1, x2)]))
    ops, bshape = _np._prepare("heaviside", [x1, x2])
    rd = _np._result_dtype(ops)
    if rd.kind == "c":
        _np._refuse_complex("heaviside")
    rd = _np._float_for(rd)
    dev = _np._device_of(ops)
    a = _np._operand_tensor(ops[0], rd, dev)
    b = _np._operand_tensor(ops[1], rd, dev)
    a = a.expand(bshape)
    b = b.expand(bshape)
    # npy_heaviside: 0 below zero, h0 at zero, 1 above, NaN stays NaN.
    t = torch.where(a < 0, torch.zeros_like(a), torch.where(a > 0, torch.ones_like(a), torch.where(a == 0, b, a)))
    return _np._finish("heaviside", t.contiguous(), rd, out)


# ----------------------------------------------------------------------------- misc

def tri(N, M=None, k=0, dtype=float, *, like=None):
    if M is None:
        M = N
    m = _np.greater_equal.outer(_np.arange(N), _np.arange(-k, M - k))
    return m.astype(dtype, copy=False)


def polyval(p, x):
    p = _np.asarray(p)
    x = _np.asarray(x)
    y = _np.zeros_like(x)
    for pv in p:
        y = y * x + pv
    return y


def _lstsq(a, b, rcond):
    """np.linalg.lstsq's four results over torch's gelsd least squares (its own SVD, not
    LAPACK's: the last bits can differ from NumPy's): the solution, the residual sums of
    squares (empty unless full rank with more rows than columns), the rank, the singular
    values."""
    m, n = a.shape[0], a.shape[1]
    b2 = b if b.dim() == 2 else b.reshape(-1, 1)
    r = torch.linalg.lstsq(a, b2, rcond=rcond, driver="gelsd")
    x = r.solution if b.dim() == 2 else r.solution.reshape(-1)
    rank = int(r.rank)
    if rank != n or m <= n:
        resids = torch.zeros(0, dtype=torch.float64)
    else:
        resids = ((b2 - a @ r.solution) ** 2).sum(0) if r.residuals.numel() == 0 else r.residuals
    return x, resids, rank, r.singular_values


def polyfit(x, y, deg, rcond=None, full=False, w=None, cov=False):
    """np.polyfit (numpy/lib/_polynomial_impl.py): the weighted, column-scaled Vandermonde
    least squares, with full= (residuals, rank, singular values, rcond) and cov= (the scaled
    or 'unscaled' covariance). The solve is torch's gelsd (see _lstsq), so values agree with
    NumPy's to rounding, not to the bit."""
    order = int(deg) + 1
    x = _np.asarray(x) + 0.0
    y = _np.asarray(y) + 0.0
    if deg < 0:
        raise ValueError("expected deg >= 0")
    if x.ndim != 1:
        raise TypeError("expected 1D vector for x")
    if x.size == 0:
        raise TypeError("expected non-empty vector for x")
    if y.ndim < 1 or y.ndim > 2:
        raise TypeError("expected 1D or 2D array for y")
    if x.shape[0] != y.shape[0]:
        raise TypeError("expected x and y to have same length")
    if rcond is None:
        rcond = len(x) * _np.finfo(x.dtype).eps
    xt = x._t().to(torch.float64)
    lhs = torch.stack([xt ** (order - 1 - i) for i in range(order)], dim=1)
    rhs = y._t().to(torch.float64)
    if w is not None:
        w = _np.asarray(w) + 0.0
        if w.ndim != 1:
            raise TypeError("expected a 1-d array for weights")
        if w.shape[0] != y.shape[0]:
            raise TypeError("expected w and y to have the same length")
        wt = w._t().to(torch.float64)
        lhs = lhs * wt.reshape(-1, 1)
        rhs = rhs * (wt.reshape(-1, 1) if rhs.dim() == 2 else wt)
    scale = torch.sqrt((lhs * lhs).sum(0))
    lhs = lhs / scale
    c, resids, rank, s = _lstsq(lhs, rhs, float(rcond))
    c = (c.T / scale).T
    if rank != order and not full:
        import warnings
        from numpy.exceptions import RankWarning
        warnings.warn("Polyfit may be poorly conditioned", RankWarning, stacklevel=2)
    c = _np._new(c.contiguous())
    if full:
        return c, _np._new(resids.contiguous()), _np.int32(rank), _np._new(s.contiguous()), rcond
    if cov:
        vbase = torch.linalg.inv(lhs.T @ lhs)
        vbase = vbase / torch.outer(scale, scale)
        if isinstance(cov, str) and cov == "unscaled":
            fac = torch.ones(1, dtype=torch.float64)
        else:
            if len(x) <= order:
                raise ValueError("the number of data points must exceed order to scale the "
                                 "covariance matrix")
            fac = resids / (len(x) - order)
        if y.ndim == 1:
            return c, _np._new((vbase * fac).contiguous())
        return c, _np._new((vbase.unsqueeze(-1) * fac).contiguous())
    return c


def isscalar(element):
    if isinstance(element, _np.generic):
        return True
    return isinstance(element, (bool, int, float, complex, str, bytes))
