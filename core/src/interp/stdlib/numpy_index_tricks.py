# numpy._index_tricks: index arithmetic (unravel_index, ravel_multi_index), the index
# iterators (ndindex, ndenumerate), indices, ix_, and partition/argpartition, as NumPy 2's
# numpy/_core and numpy/lib/_index_tricks_impl.py give them.
import numpy as _np
import torch


def _int_array(x, what):
    a = _np.asarray(x)
    if a.dtype.kind not in "iub":
        raise TypeError("only int indices permitted")
    return a


def _order(order):
    if order not in ("C", "F", "A", "K"):
        raise ValueError("order must be one of 'C', 'F', 'A', or 'K' (got " + repr(order) + ")")
    return "F" if order == "F" else "C"


def _dims(shape):
    if isinstance(shape, (list, tuple)):
        return tuple([_np._dim_int(s) for s in shape])
    return (_np._dim_int(shape),)


def unravel_index(indices, shape, order="C"):
    dims = _dims(shape)
    order = _order(order)
    idx = _int_array(indices, "indices")
    size = _np._prod(dims)
    t = idx._t().to(torch.int64)
    if t.numel() > 0:
        bad = (t < 0) | (t >= size)
        if bool(bad.any()):
            first = int(t.reshape(-1)[bad.reshape(-1)][0].item())
            raise ValueError("index " + str(first) + " is out of bounds for array with size " + str(size))
    out = [None] * len(dims)
    rest = t
    axes = range(len(dims) - 1, -1, -1) if order == "C" else range(len(dims))
    for ax in axes:
        d = dims[ax]
        out[ax] = torch.remainder(rest, d) if d > 0 else rest
        rest = torch.div(rest, d, rounding_mode="floor") if d > 0 else rest
    return tuple([_np._result(o.contiguous()) for o in out])


def ravel_multi_index(multi_index, dims, mode="raise", order="C"):
    dims = _dims(dims)
    order = _order(order)
    modes = mode if isinstance(mode, (list, tuple)) else [mode] * len(dims)
    for m in modes:
        if m not in ("raise", "wrap", "clip"):
            raise ValueError("clipmode must be one of 'clip', 'raise', or 'wrap' (got " + repr(m) + ")")
    if len(multi_index) != len(dims):
        raise ValueError("parameter multi_index must be a sequence of length " + str(len(dims)))
    coords = [_int_array(c, "multi_index") for c in multi_index]
    shape = _np.broadcast_shapes(*[c.shape for c in coords])
    ts = [c._t().to(torch.int64).expand(shape) for c in coords]
    for i in range(len(dims)):
        d = dims[i]
        if modes[i] == "wrap":
            ts[i] = torch.remainder(ts[i], d)
        elif modes[i] == "clip":
            ts[i] = torch.clamp(ts[i], 0, d - 1)
        elif ts[i].numel() > 0 and bool(((ts[i] < 0) | (ts[i] >= d)).any()):
            raise ValueError("invalid entry in coordinates array")
    r = torch.zeros(shape, dtype=torch.int64)
    axes = range(len(dims)) if order == "C" else range(len(dims) - 1, -1, -1)
    for ax in axes:
        r = r * dims[ax] + ts[ax]
    return _np._result(r.contiguous())


class ndindex:
    """An iterator over the index tuples of an array of this shape, in C order."""

    def __init__(self, *shape):
        if len(shape) == 1 and isinstance(shape[0], tuple):
            shape = shape[0]
        self._shape = _np._new_shape(shape)

    def __iter__(self):
        return _ndindex_gen(self._shape)

    def ndincr(self):
        raise NotImplementedError("np.ndindex.ndincr is not supported in stridelab")


def _ndindex_gen(shape):
    n = _np._prod(shape)
    for i in range(n):
        idx = []
        rest = i
        for d in reversed(shape):
            idx.append(rest % d)
            rest = rest // d
        yield tuple(reversed(idx))


class ndenumerate:
    """(index tuple, value) pairs of an array, in C order; the values NumPy scalars."""

    def __init__(self, arr):
        self._arr = _np.asarray(arr)

    def __iter__(self):
        return _ndenumerate_gen(self._arr)


def _ndenumerate_gen(a):
    flat = a.reshape(-1)
    k = 0
    for idx in _ndindex_gen(a.shape):
        yield idx, flat[k]
        k += 1


def indices(dimensions, dtype=int, sparse=False):
    dimensions = tuple(dimensions)
    n = len(dimensions)
    dt = _np._dtype_of(dtype)
    res = []
    for i, dim in enumerate(dimensions):
        shape = [1] * n
        shape[i] = dim
        res.append(_np.arange(dim, dtype=dt).reshape(tuple(shape)))
    if sparse:
        return tuple(res)
    out = _np.empty((n,) + dimensions, dtype=dt)
    for i in range(n):
        out[i] = res[i]
    return out


def ix_(*args):
    out = []
    nd = len(args)
    for k, new in enumerate(args):
        if not isinstance(new, _np.ndarray):
            new = _np.asarray(new)
            if new.size == 0:
                new = new.astype(_np.int64)
        if new.ndim != 1:
            raise ValueError("Cross index must be 1 dimensional")
        if new.dtype.kind == "b":
            new, = new.nonzero()
        new = new.reshape((1,) * k + (new.size,) + (1,) * (nd - k - 1))
        out.append(new)
    return tuple(out)


def _kth_list(kth, n):
    ks = kth if isinstance(kth, (list, tuple)) else _np.asarray(kth).reshape(-1).tolist()
    out = []
    for k in ks:
        if isinstance(k, bool) or (isinstance(k, _np.ndarray) and k.dtype.kind == "b"):
            raise TypeError("Partition index must be integer")
        k = int(k)
        if k < -n or k >= n:
            raise ValueError("kth(=" + str(k) + ") out of bounds (" + str(n) + ")")
        out.append(k)
    return out


def _partition_axis(a, kth, axis):
    # The array (flattened for axis=None) and its normalized axis, with kth checked.
    a = _np.asarray(a)
    if axis is None:
        a = a.reshape(-1)
        axis = -1
    ax = _np._norm_axis(axis, a.ndim)
    _kth_list(kth, a.shape[ax])
    return a, ax


def partition(a, kth, axis=-1, kind="introselect", order=None):
    """A partition by a stable sort: every kth element is in its sorted place, smaller ones
    before it and larger after, as NumPy promises (NumPy's introselect leaves the others in
    an order of its own, which this does not reproduce)."""
    a, ax = _partition_axis(a, kth, axis)
    return _np.sort(a, axis=ax)


def argpartition(a, kth, axis=-1, kind="introselect", order=None):
    a, ax = _partition_axis(a, kth, axis)
    return _np.argsort(a, axis=ax, kind="stable")
