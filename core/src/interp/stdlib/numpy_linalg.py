# numpy.linalg: the few routines teaching code calls (norm, inv, det, solve), computed by
# stridelab's torch.linalg in float64 (float32 for float32 input) as NumPy's LAPACK calls
# compute in the input's precision; ints and bools are promoted to float64 first.
import numpy as _np
import torch


class LinAlgError(ValueError):
    pass


LinAlgError.__module__ = "numpy.linalg"


def _float_array(a):
    a = _np.asarray(a)
    if a.dtype.kind == "c" or a._is_strings:
        raise NotImplementedError("numpy.linalg of a " + a.dtype.name + " array is not supported in stridelab")
    if a.dtype.kind != "f" or a.dtype is _np._FLOAT16:
        a = a.astype(_np.float64 if a.dtype is not _np._FLOAT16 else _np.float32)
    return a


def _square(a, name):
    if a.ndim < 2:
        raise LinAlgError(str(a.ndim) + "-dimensional array given. Array must be at least two-dimensional")
    if a.shape[-1] != a.shape[-2]:
        raise LinAlgError("Last 2 dimensions of the array must be square")


def norm(x, ord=None, axis=None, keepdims=False):
    x = _float_array(x)
    if axis is None and ord is None:
        # NumPy: the square root of the flat array dotted with itself.
        t = x._t().reshape(-1).to(torch.float64)
        r = _native.sqrt_ieee(torch.dot(t, t)).to(x.dtype._torch)
        if keepdims:
            return _np._new(r.reshape([1] * x.ndim))
        return _np._result(r)
    if isinstance(axis, int) or (axis is None and x.ndim == 1):
        ax = 0 if axis is None else _np._norm_axis(axis, x.ndim)
        t = x._t()
        if ord is None or ord == 2:
            r = _native.sqrt_ieee((t * t).sum(ax, keepdim=keepdims))
        elif ord == 1:
            r = t.abs().sum(ax, keepdim=keepdims)
        elif ord == float("inf"):
            r = t.abs().amax(ax, keepdim=keepdims)
        elif ord == -float("inf"):
            r = t.abs().amin(ax, keepdim=keepdims)
        elif ord == 0:
            r = (t != 0).to(t.dtype).sum(ax, keepdim=keepdims)
        else:
            r = (t.abs() ** ord).sum(ax, keepdim=keepdims) ** (1.0 / ord)
        return _np._result(r.contiguous())
    if ord in (None, "fro") and (axis is None or len(tuple(axis)) == 2):
        axes = (x.ndim - 2, x.ndim - 1) if axis is None else tuple(_np._norm_axis(a, x.ndim) for a in axis)
        t = x._t()
        r = _native.sqrt_ieee((t * t).sum(list(axes), keepdim=keepdims))
        return _np._result(r.contiguous())
    raise NotImplementedError("np.linalg.norm(ord=" + repr(ord) + ", axis=" + repr(axis) +
                              ") is not supported in stridelab")


def inv(a):
    a = _float_array(a)
    _square(a, "inv")
    t = a._t()
    if torch.linalg.det(t.to(torch.float64)).eq(0).any().item():
        raise LinAlgError("Singular matrix")
    return _np._new(_np._fresh(torch.linalg.inv(t)))


def det(a):
    a = _float_array(a)
    _square(a, "det")
    return _np._result(torch.linalg.det(a._t()))


def solve(a, b):
    a = _float_array(a)
    b = _float_array(b)
    _square(a, "solve")
    dt = _np._promote(a.dtype, b.dtype)
    at = a._t().to(dt._torch)
    if torch.linalg.det(at.to(torch.float64)).eq(0).any().item():
        raise LinAlgError("Singular matrix")
    bt = b._t().to(dt._torch)
    if b.ndim == 1:
        r = torch.linalg.solve(at, bt.unsqueeze(-1)).squeeze(-1)
    else:
        r = torch.linalg.solve(at, bt)
    return _np._new(_np._fresh(r))


def __getattr__(name):
    raise NotImplementedError("numpy.linalg." + name + " is not supported in stridelab "
                              "(norm, inv, det, solve are)")
