# numpy._stats: average, cov, corrcoef, ptp and the NaN-ignoring reductions (nansum,
# nanmean, nanmax, nanvar, nanargmax, ...), following numpy/lib/_function_base_impl.py and
# _nanfunctions_impl.py step by step over numpy.py's functions.
import math
import numpy as _np
import torch

_NoValue = _np._NoValue


def _keep_kw(keepdims):
    return {} if keepdims is _NoValue else {"keepdims": keepdims}


def average(a, axis=None, weights=None, returned=False, *, keepdims=_NoValue):
    a = _np.asarray(a)
    if axis is not None:
        axis = tuple(_np._norm_axis_tuple(axis, a.ndim, "axis"))
    kw = _keep_kw(keepdims)
    if weights is None:
        avg = a.mean(axis, **kw)
        avg_as_array = _np.asarray(avg)
        scl = avg_as_array.dtype.type(a.size / avg_as_array.size)
    else:
        wgt = _np.asarray(weights)
        if a.shape != wgt.shape:
            if axis is None:
                raise TypeError("Axis must be specified when shapes of a and weights differ.")
            if wgt.shape != tuple([a.shape[ax] for ax in axis]):
                raise ValueError("Shape of weights must be consistent with shape of a along "
                                 "specified axis.")
            wgt = wgt.transpose(tuple(_np.argsort(_np.array(axis)).tolist()))
            wgt = wgt.reshape(tuple([(s if ax in axis else 1) for ax, s in enumerate(a.shape)]))
        if a.dtype.kind in "iub":
            result_dtype = _np.result_type(a.dtype, wgt.dtype, "f8")
        else:
            result_dtype = _np.result_type(a.dtype, wgt.dtype)
        scl = wgt.sum(axis=axis, dtype=result_dtype, **kw)
        if _np.any(scl == 0.0):
            raise ZeroDivisionError("Weights sum to zero, can't be normalized")
        prod = _np.multiply(a.astype(result_dtype), wgt.astype(result_dtype))
        avg = avg_as_array = _np.asarray(prod).sum(axis, **kw) / scl
        avg_as_array = _np.asarray(avg)
    if returned:
        if _np.shape(scl) != avg_as_array.shape:
            scl = _np.broadcast_to(scl, avg_as_array.shape).copy()
        return avg, scl
    return avg


def cov(m, y=None, rowvar=True, bias=False, ddof=None, fweights=None, aweights=None, *, dtype=None):
    if ddof is not None and ddof != int(ddof):
        raise ValueError("ddof must be integer")
    m = _np.asarray(m)
    if m.ndim > 2:
        raise ValueError("m has more than 2 dimensions")
    if y is not None:
        y = _np.asarray(y)
        if y.ndim > 2:
            raise ValueError("y has more than 2 dimensions")
    if dtype is None:
        dtype = _np.result_type(m, _np.float64) if y is None else _np.result_type(m, y, _np.float64)
    X = _np.array(m, ndmin=2, dtype=dtype)
    if not rowvar and m.ndim != 1:
        X = X.T
    if X.shape[0] == 0:
        return _np.array([]).reshape(0, 0)
    if y is not None:
        y = _np.array(y, copy=None, ndmin=2, dtype=dtype)
        if not rowvar and y.shape[0] != 1:
            y = y.T
        X = _np.concatenate((X, y), axis=0)
    if ddof is None:
        ddof = 1 if bias == 0 else 0
    w = None
    if fweights is not None:
        fweights = _np.asarray(fweights, dtype=float)
        if not _np.all(fweights == _np.around(fweights)):
            raise TypeError("fweights must be integer")
        if fweights.ndim > 1:
            raise RuntimeError("cannot handle multidimensional fweights")
        if fweights.shape[0] != X.shape[1]:
            raise RuntimeError("incompatible numbers of samples and fweights")
        if _np.any(fweights < 0):
            raise ValueError("fweights cannot be negative")
        w = fweights
    if aweights is not None:
        aweights = _np.asarray(aweights, dtype=float)
        if aweights.ndim > 1:
            raise RuntimeError("cannot handle multidimensional aweights")
        if aweights.shape[0] != X.shape[1]:
            raise RuntimeError("incompatible numbers of samples and aweights")
        if _np.any(aweights < 0):
            raise ValueError("aweights cannot be negative")
        w = aweights if w is None else w * aweights
    avg, w_sum = average(X, axis=1, weights=w, returned=True)
    w_sum = w_sum[0]
    if w is None:
        fact = X.shape[1] - ddof
    elif ddof == 0:
        fact = w_sum
    elif aweights is None:
        fact = w_sum - ddof
    else:
        fact = w_sum - ddof * _np.sum(w * aweights) / w_sum
    if fact <= 0:
        import warnings
        warnings.warn("Degrees of freedom <= 0 for slice", RuntimeWarning, stacklevel=2)
        fact = 0.0
    X = X - avg[:, None]
    X_T = X.T if w is None else (X * w).T
    c = _np.dot(X, X_T)
    c = c * _np.true_divide(1, fact)
    return c.squeeze()


def corrcoef(x, y=None, rowvar=True, *, dtype=None):
    c = cov(x, y, rowvar, dtype=dtype)
    if c.ndim != 2 and c.ndim != 1:
        return c / c
    d = _np.diag(c)
    stddev = _np.sqrt(d)
    c = c / stddev[:, None]
    c = c / stddev[None, :]
    return _np.clip(c, -1, 1)


def ptp(a, axis=None, out=None, keepdims=_NoValue):
    a = _np.asarray(a)
    kw = _keep_kw(keepdims)
    return _np.subtract(_np.max(a, axis=axis, **kw), _np.min(a, axis=axis, **kw), out)


# ----------------------------------------------------------------------------- NaN functions

def _replace_nan(a, val):
    a = _np.asarray(a)
    if a.dtype.kind not in "fc":
        return a, None
    if a.dtype.kind == "c":
        raise NotImplementedError("the nan functions of complex arrays are not supported in stridelab")
    t = a._t()
    mask = torch.isnan(t)
    filled = torch.where(mask, torch.full_like(t, val), t).contiguous()
    return _np._new(filled), _np._new(mask.contiguous())


def _warn(msg):
    import warnings
    warnings.warn(msg, RuntimeWarning, stacklevel=3)


def nansum(a, axis=None, dtype=None, out=None, keepdims=_NoValue, initial=_NoValue, where=_NoValue):
    a, mask = _replace_nan(a, 0)
    return _np.sum(a, axis=axis, dtype=dtype, out=out, keepdims=keepdims)


def nanprod(a, axis=None, dtype=None, out=None, keepdims=_NoValue, initial=_NoValue, where=_NoValue):
    a, mask = _replace_nan(a, 1)
    return _np.prod(a, axis=axis, dtype=dtype, out=out, keepdims=keepdims)


def nancumsum(a, axis=None, dtype=None, out=None):
    a, mask = _replace_nan(a, 0)
    return _np.cumsum(a, axis=axis, dtype=dtype, out=out)


def nancumprod(a, axis=None, dtype=None, out=None):
    a, mask = _replace_nan(a, 1)
    return _np.cumprod(a, axis=axis, dtype=dtype, out=out)


def _nan_extreme(name, a, axis, out, keepdims):
    a = _np.asarray(a)
    fill = -math.inf if name == "max" else math.inf
    arr, mask = _replace_nan(a, fill)
    reduce = _np.max if name == "max" else _np.min
    res = reduce(arr, axis=axis, out=out, keepdims=keepdims)
    if mask is None:
        return res
    allnan = _np.all(mask, axis=axis, keepdims=keepdims)
    if _np.any(allnan):
        _warn("All-NaN slice encountered")
        if isinstance(res, _np.ndarray):
            res[allnan] = math.nan
        else:
            res = res.dtype.type(math.nan)
    return res


def nanmax(a, axis=None, out=None, keepdims=_NoValue, initial=_NoValue, where=_NoValue):
    return _nan_extreme("max", a, axis, out, keepdims)


def nanmin(a, axis=None, out=None, keepdims=_NoValue, initial=_NoValue, where=_NoValue):
    return _nan_extreme("min", a, axis, out, keepdims)


def _nan_arg(name, a, axis, out, keepdims):
    a, mask = _replace_nan(a, -math.inf if name == "argmax" else math.inf)
    if mask is not None and mask.size:
        allnan = _np.all(mask, axis=axis)
        if _np.any(allnan):
            raise ValueError("All-NaN slice encountered")
    fn = _np.argmax if name == "argmax" else _np.argmin
    return fn(a, axis=axis, out=out, keepdims=keepdims)


def nanargmax(a, axis=None, out=None, *, keepdims=_NoValue):
    return _nan_arg("argmax", a, axis, out, keepdims)


def nanargmin(a, axis=None, out=None, *, keepdims=_NoValue):
    return _nan_arg("argmin", a, axis, out, keepdims)


def _divide_by_count(a, b):
    # np.divide(a, b, out=a, casting='unsafe'): the quotient in the promotion of the two
    # (float32 / intp is float64), written back in a's dtype.
    if isinstance(a, _np.ndarray):
        return _np.true_divide(a, b).astype(a.dtype)
    return a.dtype.type(a / b)


def nanmean(a, axis=None, dtype=None, out=None, keepdims=_NoValue, *, where=_NoValue):
    arr, mask = _replace_nan(a, 0)
    if mask is None:
        return _np.mean(arr, axis=axis, dtype=dtype, out=out, keepdims=keepdims)
    if dtype is not None and _np.dtype(dtype).kind not in "fc":
        raise TypeError("If a is inexact, then dtype must be inexact")
    cnt = _np.sum(~mask, axis=axis, dtype=_np.int64, keepdims=keepdims)
    tot = _np.sum(arr, axis=axis, dtype=dtype, keepdims=keepdims)
    with _np.errstate(invalid="ignore", divide="ignore"):
        avg = _divide_by_count(tot, cnt)
    if _np.any(cnt == 0):
        _warn("Mean of empty slice")
    if out is not None:
        out[...] = avg
        return out
    return avg


def nanvar(a, axis=None, dtype=None, out=None, ddof=0, keepdims=_NoValue, *, where=_NoValue,
           mean=_NoValue, correction=_NoValue):
    arr, mask = _replace_nan(a, 0)
    if mask is None:
        return _np.var(arr, axis=axis, dtype=dtype, out=out, ddof=ddof, keepdims=keepdims,
                       correction=correction)
    if dtype is not None and _np.dtype(dtype).kind not in "fc":
        raise TypeError("If a is inexact, then dtype must be inexact")
    if correction is not _NoValue:
        if ddof != 0:
            raise ValueError("ddof and correction can't be provided simultaneously.")
        ddof = correction
    cnt = _np.sum(~mask, axis=axis, dtype=_np.int64, keepdims=True)
    avg = _np.sum(arr, axis=axis, dtype=dtype, keepdims=True)
    with _np.errstate(invalid="ignore", divide="ignore"):
        avg = _divide_by_count(avg, cnt)
    arr = _np.subtract(arr, avg).astype(arr.dtype)
    arr[mask] = 0
    sqr = _np.multiply(arr, arr)
    var = _np.sum(sqr, axis=axis, dtype=dtype, keepdims=keepdims)
    var_ndim = _np.ndim(var)
    if var_ndim < cnt.ndim:
        cnt = cnt.squeeze(axis)
    dof = cnt - ddof
    with _np.errstate(invalid="ignore", divide="ignore"):
        var = _divide_by_count(var, dof)
    isbad = dof <= 0
    if _np.any(isbad):
        _warn("Degrees of freedom <= 0 for slice.")
        if isinstance(var, _np.ndarray):
            var[isbad] = math.nan
        else:
            var = var.dtype.type(math.nan)
    if out is not None:
        out[...] = var
        return out
    return var


def nanstd(a, axis=None, dtype=None, out=None, ddof=0, keepdims=_NoValue, *, where=_NoValue,
           mean=_NoValue, correction=_NoValue):
    var = nanvar(a, axis=axis, dtype=dtype, out=out, ddof=ddof, keepdims=keepdims,
                 correction=correction)
    if isinstance(var, _np.ndarray):
        return _np.sqrt(var)
    return var.dtype.type(_np.sqrt(var))


def nanmedian(a, axis=None, out=None, overwrite_input=False, keepdims=_NoValue):
    """The median of each slice's non-NaN values (NaN, with NumPy's warning, where a slice
    has none): the two middle values of the sorted slice (NaNs sort last) averaged as
    np.median averages them."""
    a = _np.asarray(a)
    if a.size == 0:
        return nanmean(a, axis, out=out, keepdims=keepdims)
    if a.dtype.kind != "f":
        return _np.median(a, axis=axis, out=out, keepdims=_np._given(keepdims, False))
    shape = a.shape
    if axis is None:
        axes = list(range(a.ndim))
        t = a._t().reshape(-1)
    else:
        axes = _np._norm_axis_tuple(axis, a.ndim, "axis")
        keep = [x for x in range(a.ndim) if x not in axes]
        t = a._t().permute(keep + axes).reshape(tuple([shape[x] for x in keep]) + (-1,))
    srt = torch.sort(t, dim=-1).values
    n = torch.logical_not(torch.isnan(t)).sum(-1, keepdim=True)
    lo = torch.clamp(torch.div(n - 1, 2, rounding_mode="floor"), 0, None)
    hi = torch.div(n, 2, rounding_mode="floor")
    hi = torch.minimum(hi, torch.full_like(hi, t.shape[-1] - 1))
    # np.median's middle value, or the mean of the middle pair ((a + b) / 2 in the float).
    low = srt.gather(-1, lo)
    r = torch.where(lo == hi, low, (low + srt.gather(-1, hi)) / 2).squeeze(-1)
    none = (n == 0).squeeze(-1)
    if bool(none.any()):
        _warn("All-NaN slice encountered")
        r = torch.where(none, torch.full_like(r, math.nan), r)
    if _np._given(keepdims, False):
        r = r.reshape(tuple([1 if d in axes else shape[d] for d in range(len(shape))]))
    res = _np._result(r.contiguous())
    if out is not None:
        out[...] = res
        return out
    return res


def _cumulative(x, name, identity, axis, dtype, out, include_initial):
    x = _np.atleast_1d(x)
    if axis is None:
        if x.ndim >= 2:
            raise ValueError("For arrays which have more than one dimension ``axis`` argument "
                             "is required.")
        axis = 0
    if out is not None:
        raise NotImplementedError("np." + name + "(out=) is not supported in stridelab")
    res = getattr(_np, "cumsum" if name == "cumulative_sum" else "cumprod")(x, axis=axis, dtype=dtype)
    if include_initial:
        ax = _np._norm_axis(axis, x.ndim)
        initial_shape = list(x.shape)
        initial_shape[ax] = 1
        res = _np.concatenate([_np.full(tuple(initial_shape), identity, dtype=res.dtype), res], axis=ax)
    return res


def cumulative_sum(x, *, axis=None, dtype=None, out=None, include_initial=False):
    return _cumulative(x, "cumulative_sum", 0, axis, dtype, out, include_initial)


def cumulative_prod(x, *, axis=None, dtype=None, out=None, include_initial=False):
    return _cumulative(x, "cumulative_prod", 1, axis, dtype, out, include_initial)


def nanpercentile(a, q, axis=None, out=None, overwrite_input=False, method="linear",
                  keepdims=_NoValue, *, weights=None, interpolation=None):
    """np.percentile of each slice's non-NaN values (NaN, with NumPy's warning, where a
    slice has none); q's dimensions come first, as np.percentile's do."""
    a = _np.asarray(a)
    if _np._given(keepdims, False) or weights is not None:
        raise NotImplementedError("np.nanpercentile with keepdims= or weights= is not supported in stridelab")
    if a.dtype.kind != "f":
        return _np.percentile(a, q, axis=axis, out=out, method=method)
    qa = _np.asarray(q)
    if axis is None:
        a = a.ravel()
        axis = 0
    axis = _np._norm_axis(axis, a.ndim)
    moved = _np.moveaxis(a, axis, -1)
    rest = moved.shape[:-1]
    rows = moved.reshape((-1, moved.shape[-1]))
    res = []
    for i in range(rows.shape[0]):
        row = rows[i]
        vals = row[_np.logical_not(_np.isnan(row))]
        if vals.size == 0:
            _warn("All-NaN slice encountered")
            res.append(_np.full(qa.shape, _np.nan, dtype=a.dtype))
        else:
            res.append(_np.asarray(_np.percentile(vals, q, method=method)))
    r = _np.stack(res).reshape(rest + qa.shape)
    r = _np.moveaxis(r, list(range(len(rest))), list(range(qa.ndim, qa.ndim + len(rest)))) if qa.ndim > 0 and len(rest) > 0 else r
    if r.ndim == 0:
        r = r[()]
    if out is not None:
        out[...] = r
        return out
    return r
