# numpy._array_edit: NumPy's functions that make an array with elements added, removed,
# taken or put (append, insert, delete, take, put, put_along_axis, compress, extract,
# resize, trim_zeros, copyto, fill_diagonal), the triangle/diagonal index helpers, dstack,
# block, rollaxis, lexsort and array_equiv, as numpy/lib/_function_base_impl.py and
# numpy/_core/fromnumeric.py write them.
import numpy as _np


def _axis(axis, nd):
    return _np._norm_axis(axis, nd)


def append(arr, values, axis=None):
    arr = _np.asarray(arr)
    if axis is None:
        if arr.ndim != 1:
            arr = arr.ravel()
        values = _np.ravel(values)
        axis = arr.ndim - 1
    return _np.concatenate((arr, values), axis=axis)


def _along(arr, axis):
    """The array and the axis delete/insert work along: a flattened copy's only axis when
    axis is None, as NumPy does."""
    arr = _np.asarray(arr)
    if axis is None:
        if arr.ndim != 1:
            arr = arr.ravel()
        axis = -1
    return arr, _axis(axis, arr.ndim)


def delete(arr, obj, axis=None):
    arr, axis = _along(arr, axis)
    n = arr.shape[axis]
    keep = _np.ones(n, dtype=bool)
    if isinstance(obj, slice):
        keep[obj] = False
    else:
        idx = _np.asarray(obj)
        if idx.dtype.kind == "b":
            if idx.shape != (n,):
                raise ValueError("boolean array argument obj to delete must be one dimensional "
                                 "and match the axis length of " + str(n))
            keep = _np.logical_not(idx)
        else:
            if idx.size > 0 and idx.dtype.kind not in "iu":
                raise IndexError("arrays used as indices must be of integer (or boolean) type")
            flat = idx.reshape(-1).tolist()
            for i in flat:
                if i < -n or i >= n:
                    raise IndexError("index " + str(i) + " is out of bounds for axis " + str(axis) +
                                     " with size " + str(n))
                keep[i] = False
    key = [slice(None)] * arr.ndim
    key[axis] = keep
    return arr[tuple(key)]


def insert(arr, obj, values, axis=None):
    arr, axis = _along(arr, axis)
    n = arr.shape[axis]
    if isinstance(obj, slice):
        indices = _np.arange(*obj.indices(n))
    else:
        indices = _np.asarray(obj)
        if indices.dtype.kind == "b":
            indices = _np.flatnonzero(indices)
        elif indices.size == 0 and indices.dtype.kind == "f":
            indices = indices.astype(_np.int64)
        elif indices.dtype.kind not in "iu":
            raise IndexError("arrays used as indices must be of integer (or boolean) type")
    values = _np.asarray(values)
    if indices.ndim == 0:
        # One position: the values (broadcast to the slab, with their own length along axis).
        index = int(indices)
        if index < -n or index > n:
            raise IndexError("index " + str(index) + " is out of bounds for axis " + str(axis) +
                             " with size " + str(n))
        if index < 0:
            index += n
        values = _np.array(values, copy=None, ndmin=arr.ndim, dtype=arr.dtype)
        values = _np.moveaxis(values, 0, axis)
        numnew = values.shape[axis]
        shape = list(arr.shape)
        shape[axis] = numnew
        slab = _np.broadcast_to(values, tuple(shape))
        before = _slab(arr, axis, slice(None, index))
        after = _slab(arr, axis, slice(index, None))
        return _np.concatenate((before, slab.astype(arr.dtype), after), axis=axis)
    idx = indices.reshape(-1).tolist()
    numnew = len(idx)
    idx = [i + n if i < 0 else i for i in idx]
    for i in idx:
        if i < 0 or i > n:
            raise IndexError("index " + str(i) + " is out of bounds for axis " + str(axis) +
                             " with size " + str(n))
    order = sorted(range(numnew), key=lambda k: idx[k])
    # NumPy: the new elements land at idx[k] + (their rank among the sorted indices).
    new_pos = [0] * numnew
    for rank in range(numnew):
        new_pos[order[rank]] = idx[order[rank]] + rank
    total = n + numnew
    is_old = [True] * total
    for p in new_pos:
        is_old[p] = False
    shape = list(arr.shape)
    shape[axis] = total
    out = _np.empty(tuple(shape), dtype=arr.dtype)
    shape[axis] = numnew
    vals = _np.broadcast_to(values.astype(arr.dtype), tuple(shape)) if values.ndim <= arr.ndim else values
    old_pos = [p for p in range(total) if is_old[p]]
    key = [slice(None)] * arr.ndim
    key[axis] = _np.array(new_pos, dtype=_np.int64)
    out[tuple(key)] = vals
    key[axis] = _np.array(old_pos, dtype=_np.int64)
    out[tuple(key)] = arr
    return out


def _slab(arr, axis, sl):
    key = [slice(None)] * arr.ndim
    key[axis] = sl
    return arr[tuple(key)]


def take(a, indices, axis=None, out=None, mode="raise"):
    a = _np.asarray(a)
    if axis is None:
        a = a.ravel()
        axis = 0
    axis = _axis(axis, a.ndim)
    idx = _np.asarray(indices)
    n = a.shape[axis]
    if mode == "wrap":
        idx = idx % n
    elif mode == "clip":
        idx = _np.clip(idx, 0, n - 1)
    key = [slice(None)] * a.ndim
    key[axis] = idx
    r = a[tuple(key)]
    if out is not None:
        out[...] = r
        return out
    return r


def put(a, ind, v, mode="raise"):
    if not isinstance(a, _np.ndarray):
        raise TypeError("argument 1 must be numpy.ndarray, not " + type(a).__name__)
    idx = _np.asarray(ind).reshape(-1)
    vals = _np.asarray(v).reshape(-1)
    if idx.size == 0:
        return None
    n = a.size
    if mode == "wrap":
        idx = idx % n
    elif mode == "clip":
        idx = _np.clip(idx, 0, n - 1)
    flat = a.reshape(-1) if a.flags.c_contiguous else a.flatten()
    il = idx.tolist()
    for j in range(len(il)):
        i = il[j]
        if i < -n or i >= n:
            raise IndexError("index " + str(i) + " is out of bounds for axis 0 with size " + str(n))
        flat[i] = vals[j % vals.size]
    if not a.flags.c_contiguous:
        a[...] = flat.reshape(a.shape)
    return None


def put_along_axis(arr, indices, values, axis):
    if axis is None:
        if indices.ndim != 1:
            raise ValueError("when axis=None, `indices` must have a single dimension.")
        arr2 = arr.reshape(-1)
        arr2[indices] = values
        if not arr.flags.c_contiguous:
            arr[...] = arr2.reshape(arr.shape)
        return None
    axis = _axis(axis, arr.ndim)
    if indices.ndim != arr.ndim:
        raise ValueError("`indices` and `arr` must have the same number of dimensions")
    key = _np._more._make_along_axis_idx(arr.shape, indices, axis)
    arr[key] = values
    return None


def compress(condition, a, axis=None, out=None):
    a = _np.asarray(a)
    cond = _np.asarray(condition).astype(bool)
    if cond.ndim != 1:
        raise ValueError("condition must be a 1-d array")
    if axis is None:
        a = a.ravel()
        axis = 0
    axis = _axis(axis, a.ndim)
    n = a.shape[axis]
    if cond.size > n:
        raise IndexError("index " + str(n) + " is out of bounds for axis " + str(axis) + " with size " + str(n))
    sel = _np.flatnonzero(cond)
    r = take(a, sel, axis=axis)
    if out is not None:
        out[...] = r
        return out
    return r


def extract(condition, arr):
    return _np.ravel(arr)[_np.flatnonzero(_np.ravel(condition))]


def resize(a, new_shape):
    if isinstance(new_shape, int):
        new_shape = (new_shape,)
    a = _np.ravel(a)
    new_size = 1
    for dim in new_shape:
        if dim < 0:
            raise ValueError("all elements of `new_shape` must be non-negative")
        new_size *= dim
    if a.size == 0 or new_size == 0:
        return _np.zeros(tuple(new_shape), dtype=a.dtype)
    repeats = -(-new_size // a.size)
    a = _np.concatenate((a,) * repeats)[:new_size]
    return a.reshape(tuple(new_shape))


def trim_zeros(filt, trim="fb", axis=None):
    a = _np.asarray(filt)
    trim = trim.lower()
    if a.ndim != 1:
        raise NotImplementedError("np.trim_zeros of an array with more than 1 dimension is not "
                                  "supported in stridelab")
    nz = _np.flatnonzero(a)
    if nz.size == 0:
        return a[:0]
    start = int(nz[0]) if "f" in trim else 0
    stop = int(nz[-1]) + 1 if "b" in trim else a.shape[0]
    return filt[start:stop]


def copyto(dst, src, casting="same_kind", where=True):
    if not isinstance(dst, _np.ndarray):
        raise TypeError("copyto() argument 1 must be numpy.ndarray, not " + type(dst).__name__)
    s = _np.asarray(src) if not isinstance(src, (int, float, bool, complex)) else src
    sd = s.dtype if isinstance(s, _np.ndarray) else None
    if sd is not None and casting == "same_kind" and not _np.can_cast(sd, dst.dtype, "same_kind"):
        raise TypeError("Cannot cast array data from dtype('" + sd.name + "') to dtype('" +
                        dst.dtype.name + "') according to the rule 'same_kind'")
    if where is True:
        dst[...] = s
        return None
    w = _np.broadcast_to(_np.asarray(where), dst.shape)
    vals = _np.broadcast_to(_np.asarray(s), dst.shape)
    dst[w] = vals[w]
    return None


def fill_diagonal(a, val, wrap=False):
    if a.ndim < 2:
        raise ValueError("array must be at least 2-d")
    end = None
    if a.ndim == 2:
        step = a.shape[1] + 1
        if not wrap:
            end = a.shape[1] * a.shape[1]
    else:
        for s in a.shape[1:]:
            if s != a.shape[0]:
                raise ValueError("All dimensions of input must be of equal length")
        step = 1
        cum = 1
        for s in a.shape[:-1]:
            cum *= s
            step += cum
    flat = a.reshape(-1) if a.flags.c_contiguous else a.flatten()
    positions = list(range(0, a.size if end is None else _np._pymin(end, a.size), step))
    vals = _np.ravel(val)
    for j in range(len(positions)):
        flat[positions[j]] = vals[j % vals.size]
    if not a.flags.c_contiguous:
        a[...] = flat.reshape(a.shape)
    return None


def diag_indices(n, ndim=2):
    idx = _np.arange(n)
    return (idx,) * ndim


def diag_indices_from(arr):
    if arr.ndim < 2:
        raise ValueError("input array must be at least 2-d")
    for s in arr.shape[1:]:
        if s != arr.shape[0]:
            raise ValueError("All dimensions of input must be of equal length")
    return diag_indices(arr.shape[0], arr.ndim)


def triu_indices(n, k=0, m=None):
    return _np.nonzero(_np.logical_not(_np.tri(n, m, k=k - 1, dtype=bool)))


def tril_indices(n, k=0, m=None):
    return _np.nonzero(_np.tri(n, m, k=k, dtype=bool))


def triu_indices_from(arr, k=0):
    if arr.ndim != 2:
        raise ValueError("input array must be 2-d")
    return triu_indices(arr.shape[-2], k=k, m=arr.shape[-1])


def tril_indices_from(arr, k=0):
    if arr.ndim != 2:
        raise ValueError("input array must be 2-d")
    return tril_indices(arr.shape[-2], k=k, m=arr.shape[-1])


def dstack(tup):
    return _np.concatenate(_np.atleast_3d(*tup) if len(tup) > 1 else [_np.atleast_3d(tup[0])], axis=2)


def rollaxis(a, axis, start=0):
    n = a.ndim
    axis = _axis(axis, n)
    if start < 0:
        start += n
    if not (0 <= start < n + 1):
        raise _np.exceptions.AxisError("'start' arg requires " + str(-n) + " <= start < " +
                                       str(n + 1) + ", but " + str(start) + " was passed in")
    if axis < start:
        start -= 1
    if axis == start:
        return a[...]
    axes = list(range(0, n))
    axes.remove(axis)
    axes.insert(start, axis)
    return a.transpose(axes)


def array_equiv(a1, a2):
    try:
        a1 = _np.asarray(a1)
        a2 = _np.asarray(a2)
    except Exception:
        return False
    try:
        b = _np.broadcast_arrays(a1, a2)
    except Exception:
        return False
    return bool(_np.all(b[0] == b[1]))


def lexsort(keys, axis=-1):
    if isinstance(keys, tuple) or isinstance(keys, list):
        ks = [_np.asarray(k) for k in keys]
    else:
        arr = _np.asarray(keys)
        ks = [arr[i] for i in range(arr.shape[0])]
    if len(ks) == 0:
        raise TypeError("need sequence of keys with len > 0 in lexsort")
    # Stable sorts from the first key to the last (the primary key) give the order.
    order = _np.argsort(ks[0], axis=axis, kind="stable")
    for k in ks[1:]:
        sk = _np.take_along_axis(k, order, axis=axis)
        o2 = _np.argsort(sk, axis=axis, kind="stable")
        order = _np.take_along_axis(order, o2, axis=axis)
    return order


def block(arrays):
    def depth(x):
        if isinstance(x, list):
            if len(x) == 0:
                raise ValueError("List at arrays cannot be empty")
            return 1 + depth(x[0])
        if isinstance(x, tuple):
            raise TypeError("arrays is a tuple. Only lists can be used to arrange blocks, and "
                            "np.block does not allow implicit conversion from tuple to ndarray.")
        return 0
    list_ndim = depth(arrays)

    def max_ndim(x):
        if isinstance(x, list):
            return _np._pymax([max_ndim(y) for y in x])
        return _np.asarray(x).ndim
    result_ndim = _np._pymax(list_ndim, max_ndim(arrays))

    def go(x, d):
        if d == list_ndim:
            return _np.array(x, ndmin=result_ndim, copy=None)
        parts = [go(y, d + 1) for y in x]
        return _np.concatenate(parts, axis=-(list_ndim - d))
    return go(arrays, 0)
