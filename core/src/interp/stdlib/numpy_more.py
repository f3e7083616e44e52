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
