# numpy._more: NumPy functions added after numpy.py reached its size, and the dispatch of
# NumPy's array functions to a torch.Tensor's own methods.
#
# NumPy's fromnumeric functions do not convert a tensor first: `np.sum(t)` calls
# `t.sum(axis=None, out=None)` (_wrapreduction) and fails or succeeds as PyTorch's method
# does with those keywords; `np.reshape(t, s)` calls `t.reshape(s, order='C')` and, on a
# TypeError, computes on `t.numpy()` and hands the result to Tensor.__array_wrap__ (a new
# tensor; a bool result as uint8) — `_wrapfunc`/`_wrapit` below, as numpy/_core/fromnumeric.py.
import numpy as _np
import torch


def kwargs_given(**kw):
    """The keywords the caller gave (not np._NoValue), as NumPy passes them on."""
    return {k: v for k, v in kw.items() if v is not _np._NoValue}


def wrapit(obj, method, *args, **kwds):
    # Tensor.__array__ is t.numpy() (its requires-grad and conjugate refusals apply).
    arr = obj.numpy()
    return _np._array_wrap(getattr(arr, method)(*args, **kwds))


def wrapfunc(obj, method, *args, **kwds):
    bound = getattr(obj, method, None)
    if bound is None:
        return wrapit(obj, method, *args, **kwds)
    try:
        return bound(*args, **kwds)
    except TypeError:
        return wrapit(obj, method, *args, **kwds)


def wrapreduction(obj, method, axis, dtype, out, **kwargs):
    reduction = getattr(obj, method)
    passkwargs = kwargs_given(**kwargs)
    if dtype is not None:
        return reduction(axis=axis, dtype=dtype, out=out, **passkwargs)
    return reduction(axis=axis, out=out, **passkwargs)


# ----------------------------------------------------------------------------- functions

def take_along_axis(arr, indices, axis=-1):
    """numpy.lib._shape_base_impl.take_along_axis: one fancy index of orthogonal aranges with
    `indices` at `axis` (axis=None: along the flattened array)."""
    if axis is None:
        if indices.ndim != 1:
            raise ValueError("when axis=None, `indices` must have a single dimension.")
        arr = _np.array(arr).reshape(-1)
        axis = 0
    else:
        axis = _np._norm_axis(axis, arr.ndim)
    return arr[_make_along_axis_idx(arr.shape, indices, axis)]


def _make_along_axis_idx(arr_shape, indices, axis):
    if indices.dtype.kind not in "iu":
        raise IndexError("`indices` must be an integer array")
    if len(arr_shape) != indices.ndim:
        raise ValueError("`indices` and `arr` must have the same number of dimensions")
    shape_ones = (1,) * indices.ndim
    dest_dims = list(range(axis)) + [None] + list(range(axis + 1, indices.ndim))
    fancy_index = []
    for dim, n in zip(dest_dims, arr_shape):
        if dim is None:
            fancy_index.append(indices)
        else:
            ind_shape = shape_ones[:dim] + (-1,) + shape_ones[dim + 1:]
            fancy_index.append(_np.arange(n).reshape(ind_shape))
    return tuple(fancy_index)


def atleast_3d(*arys):
    res = []
    for ary in arys:
        ary = _np.asarray(ary)
        if ary.ndim == 0:
            result = ary.reshape(1, 1, 1)
        elif ary.ndim == 1:
            result = ary[None, :, None]
        elif ary.ndim == 2:
            result = ary[:, :, None]
        else:
            result = ary
        res.append(result)
    return res[0] if len(res) == 1 else tuple(res)


def rot90(m, k=1, axes=(0, 1)):
    """numpy.lib._function_base_impl.rot90: flips and a transpose, so a view."""
    axes = tuple(axes)
    if len(axes) != 2:
        raise ValueError("len(axes) must be 2.")
    m = _np.asarray(m)
    a0 = _np._index_int(axes[0], "'" + type(axes[0]).__name__ + "' object cannot be interpreted as an integer")
    a1 = _np._index_int(axes[1], "'" + type(axes[1]).__name__ + "' object cannot be interpreted as an integer")
    if a0 == a1 or abs(a0 - a1) == m.ndim:
        raise ValueError("Axes must be different.")
    if a0 >= m.ndim or a0 < -m.ndim or a1 >= m.ndim or a1 < -m.ndim:
        raise ValueError("Axes=" + repr(axes) + " out of range for array of ndim=" + str(m.ndim) + ".")
    k = _np._index_int(k, "'" + type(k).__name__ + "' object cannot be interpreted as an integer") % 4
    if k == 0:
        return m[:]
    if k == 2:
        return _np.flip(_np.flip(m, a0), a1)
    axes_list = list(range(m.ndim))
    axes_list[a0], axes_list[a1] = axes_list[a1], axes_list[a0]
    if k == 1:
        return _np.transpose(_np.flip(m, a1), axes_list)
    return _np.flip(_np.transpose(m, axes_list), a1)


# ----------------------------------------------------------------------------- stop 70
# Functions teaching code reaches for around PyTorch (the probe's frequency list): each
# works on the array's values through torch and gives NumPy's dtype and result kind.

def bincount(x, weights=None, minlength=0):
    x = _np.asarray(x)
    if x.ndim != 1:
        raise ValueError("object too deep for desired array" if x.ndim > 1 else
                         "object of too small depth for desired array")
    if x.dtype.kind not in "iub":
        raise TypeError("Cannot cast array data from dtype('" + x.dtype.name + "') to "
                        "dtype('int64') according to the rule 'safe'")
    if minlength < 0:
        raise ValueError("'minlength' must not be negative")
    t = x._t().to(torch.int64)
    if t.numel() > 0 and int(t.min().item()) < 0:
        raise ValueError("'list' argument must have no negative elements")
    if weights is None:
        return _np._new(torch.bincount(t, minlength=minlength))
    w = _np.asarray(weights)._t().to(torch.float64)
    return _np._new(torch.bincount(t, w, minlength=minlength))


def diff(a, n=1, axis=-1, prepend=_np._NoValue, append=_np._NoValue):
    if n == 0:
        return a
    if n < 0:
        raise ValueError("order must be non-negative but got " + repr(n))
    a = _np.asarray(a)
    if a.ndim == 0:
        raise ValueError("diff requires input that is at least one dimensional")
    axis = _np._norm_axis(axis, a.ndim)
    parts = []
    for extra in (prepend, append):
        if extra is _np._NoValue:
            parts.append(None)
            continue
        e = _np.asarray(extra)
        if e.ndim == 0:
            shape = list(a.shape)
            shape[axis] = 1
            e = _np.broadcast_to(e, tuple(shape))
        parts.append(e)
    if parts[0] is not None or parts[1] is not None:
        seq = [p for p in (parts[0], a, parts[1]) if p is not None]
        a = _np.concatenate(seq, axis)
    lo = [slice(None)] * a.ndim
    hi = [slice(None)] * a.ndim
    lo[axis] = slice(None, -1)
    hi[axis] = slice(1, None)
    # NumPy subtracts (not_equal for booleans) n times, each time one shorter.
    for _ in range(n):
        if a.dtype.kind == "b":
            a = _np.not_equal(a[tuple(hi)], a[tuple(lo)])
        else:
            a = _np.subtract(a[tuple(hi)], a[tuple(lo)])
    return a


def _tri_part(m, k, upper):
    m = _np.asarray(m)
    if m.ndim < 2:
        # NumPy broadcasts a 1-D row against the mask: a square result.
        m = _np.broadcast_to(m, (m.shape[0],) + m.shape)
    t = m._t()
    t = torch.triu(t, k) if upper else torch.tril(t, k)
    return _np._new(_np._fresh(t), m._npdt)


def triu(m, k=0):
    return _tri_part(m, k, True)


def tril(m, k=0):
    return _tri_part(m, k, False)


def _logical(fn, x1, x2, out):
    a = _np.asarray(x1)
    b = _np.asarray(x2)
    shape = _np.broadcast_shapes(a.shape, b.shape)
    t = fn(a._t(), b._t().to(a._buf.device))
    if tuple(t.shape) != shape:
        t = t.expand(shape)
    r = _np._result(t.contiguous())
    if out is not None:
        out[...] = r
        return out
    return r


def logical_and(x1, x2, out=None):
    return _logical(torch.logical_and, x1, x2, out)


def logical_or(x1, x2, out=None):
    return _logical(torch.logical_or, x1, x2, out)


def logical_xor(x1, x2, out=None):
    return _logical(torch.logical_xor, x1, x2, out)


def einsum(subscripts, *operands, out=None, dtype=None, order="K", casting="safe", optimize=False):
    if not isinstance(subscripts, str):
        raise NotImplementedError("np.einsum with operands interleaved with sublists is not supported in stridelab")
    arrs = [_np.asarray(x) for x in operands]
    dt = arrs[0].dtype
    for x in arrs[1:]:
        dt = _np._promote(dt, x.dtype)
    if dtype is not None:
        dt = _np._dtype_of(dtype)
    if dt.kind in "bc" or dt is _np._UINT16:
        raise NotImplementedError("np.einsum of " + dt.name + " arrays is not supported in stridelab")
    t = torch.einsum(subscripts, *[_np._cast_tensor(x._t(), dt) for x in arrs])
    r = _np._result(_np._fresh(t) if t.dim() > 0 else t, dt)
    if out is not None:
        out[...] = r
        return out
    return r


def searchsorted(a, v, side="left", sorter=None):
    a = _np.asarray(a)
    if a.ndim != 1:
        raise ValueError("object too deep for desired array")
    if side not in ("left", "right"):
        raise ValueError("search side must be 'left' or 'right' (got " + repr(side) + ")")
    vv = _np.asarray(v)
    dt = _np._promote(a.dtype, vv.dtype)
    if dt.kind == "c":
        raise NotImplementedError("np.searchsorted of complex arrays is not supported in stridelab")
    at = _np._cast_tensor(a._t(), dt)
    vt = _np._cast_tensor(vv._t(), dt)
    if sorter is not None:
        at = at[_np.asarray(sorter)._t().to(torch.int64)]
    r = torch.searchsorted(at.contiguous(), vt.contiguous(), right=side == "right")
    return _np._result(r.to(torch.int64))


def column_stack(tup):
    cols = []
    for x in tup:
        x = _np.asarray(x)
        if x.ndim < 2:
            x = _np.array(x, copy=None, ndmin=2).T
        cols.append(x)
    return _np.concatenate(cols, 1)


def issubdtype(arg1, arg2):
    if not (isinstance(arg1, type) and issubclass(arg1, _np.generic)):
        arg1 = _np.dtype(arg1).type
    if not (isinstance(arg2, type) and issubclass(arg2, _np.generic)):
        arg2 = _np.dtype(arg2).type
    return issubclass(arg1, arg2)


def _byte_span(a):
    # The first and one-past-last byte `a` reaches, as addresses.
    isz = a.dtype.itemsize
    lo = a._off
    hi = a._off
    for n, s in zip(a._shape, a._st):
        if n > 1:
            if s < 0:
                lo = lo + s * (n - 1)
            else:
                hi = hi + s * (n - 1)
    start = a._buf.data_ptr()
    return start + lo * isz, start + hi * isz + isz


def may_share_memory(a, b, max_work=None):
    a = _np.asarray(a)
    b = _np.asarray(b)
    if a.size == 0 or b.size == 0 or a._is_strings or b._is_strings:
        return a._is_strings and b._is_strings and a._buf is b._buf and a.size > 0 and b.size > 0
    a0, a1 = _byte_span(a)
    b0, b1 = _byte_span(b)
    return a0 < b1 and b0 < a1


def _byte_set(a):
    isz = a.dtype.itemsize
    start = a._buf.data_ptr()
    offs = [a._off]
    for n, s in zip(a._shape, a._st):
        offs = [o + s * i for o in offs for i in range(n)]
    out = set()
    for o in offs:
        for k in range(isz):
            out.add(start + o * isz + k)
    return out


def shares_memory(a, b, max_work=None):
    if not may_share_memory(a, b):
        return False
    a = _np.asarray(a)
    b = _np.asarray(b)
    if a._is_strings:
        return True
    if a.size * a.itemsize + b.size * b.itemsize > 1 << 20:
        raise NotImplementedError("np.shares_memory of arrays over 1 MiB whose bounds overlap "
                                  "is not supported in stridelab (np.may_share_memory is)")
    return len(_byte_set(a) & _byte_set(b)) > 0


def tobytes(a, order="C"):
    """ndarray.tobytes: the values' bytes, little-endian, in C (or F, A, K) order."""
    if a._is_strings:
        raise NotImplementedError("tobytes of a string array is not supported in stridelab")
    if a.dtype.kind == "c" or a._npdt is not None:
        raise NotImplementedError("tobytes of a " + a.dtype.name + " array is not supported in stridelab")
    flat = a.flatten(order)
    t = flat._t().cpu()           # the host's bytes (the wgpu device's buffers are typed)
    if t.dtype == torch.bool:
        t = t.to(torch.uint8)
    return bytes(t.contiguous().view(torch.uint8).tolist())
