# numpy._index_tricks: index arithmetic (unravel_index, ravel_multi_index), the index
# iterators (ndindex, ndenumerate), indices, ix_, and partition/argpartition, as NumPy 2's
# numpy/_core and numpy/lib/_index_tricks_impl.py give them.
import math
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


def _kth_list(kth, n, check):
    """partition_prep_kth_array: integer kths (booleans refused), negative ones counted from
    the end, each in bounds (unless the array is empty), sorted."""
    arr = _np.asarray(kth)
    if arr.dtype.kind == "b":
        raise ValueError("Booleans unacceptable as partition index")
    if arr.ndim > 1:
        raise ValueError("setting an array element with a sequence. The requested array would "
                         "exceed the maximum number of dimension of 1.")
    if arr.dtype.kind not in "iu" or arr.dtype.name == "uint64":
        raise TypeError("Partition index must be integer")
    out = []
    for k in arr.reshape(-1).tolist():
        if k < 0:
            k = k + n
        if check and (k < 0 or k >= n):
            raise ValueError("kth(=" + str(k) + ") out of bounds (" + str(n) + ")")
        out.append(k)
    return sorted(out)


# np.partition with a single kth on these dtypes takes x86-simd-sort's quickselect where the
# processor has it (NumPy 2.4 on this AVX-512 machine, whose records the cases hold): a lane
# of at most this many elements comes back wholly sorted by its sorting network. Longer
# lanes, several kths and the other dtypes take introselect (numpy_bridge/select.rs).
_SIMD_PARTITION = {"int16": 512, "uint16": 512, "float16": 128, "int32": 512, "uint32": 512,
                   "float32": 512, "int64": 256, "uint64": 256, "float64": 256}
_SIMD_ARGPARTITION = {"int32": 256, "uint32": 256, "float32": 256, "int64": 256,
                      "uint64": 256, "float64": 256}


def _nan_lane(vals, k):
    """The SIMD quickselect on a float lane holding NaNs: move_nans_to_end_of_array swaps
    each NaN met from the front with the element at the back, then the numbers before them
    are sorted only if the kth is among them."""
    n = len(vals)
    perm = list(range(n))
    ii, jj, count = 0, n - 1, 0
    while ii < jj:
        v = vals[perm[ii]]
        if v != v:
            perm[ii], perm[jj] = perm[jj], perm[ii]
            jj -= 1
            count += 1
        else:
            ii += 1
    if vals[perm[ii]] != vals[perm[ii]]:
        count += 1
    last = n - count - 1
    if last >= k:
        head = sorted(perm[:last + 1], key=lambda i: vals[i])
        perm = head + perm[last + 1:]
    return perm


def _select(a, kth, axis, kind, arg):
    if kind != "introselect":
        raise ValueError("select kind must be 'introselect' (got " + repr(kind) + ")")
    a = _np.asarray(a)
    if axis is None:
        a = a.reshape(-1)
        axis = -1
    elif arg and a.ndim == 0:
        a = a.reshape(1)
    ax = _np._norm_axis(axis, a.ndim)
    n = a.shape[ax]
    ks = _kth_list(kth, n, a.size > 0)
    if a.size == 0:
        return _np.zeros(a.shape, dtype=_np.int64) if arg else a.copy()
    if a.dtype.kind not in "biuf":
        # Complex and string arrays: a stable sort is a valid partition (NumPy's order for
        # them is not reproduced).
        return _np.argsort(a, axis=ax, kind="stable") if arg else _np.sort(a, axis=ax)
    moved = _np.moveaxis(a, ax, -1)
    lanes = _np.ascontiguousarray(moved).reshape(-1, n)
    limit = (_SIMD_ARGPARTITION if arg else _SIMD_PARTITION).get(a.dtype.name)
    if len(ks) == 1 and limit is not None and n <= limit:
        perm = _np.argsort(lanes, axis=-1, kind="stable")
        if a.dtype.kind == "f" and not arg and bool(_np.isnan(lanes).any()):
            rows = [_nan_lane(lanes[i].tolist(), ks[0]) for i in range(lanes.shape[0])]
            perm = _np.array(rows, dtype=_np.int64).reshape(lanes.shape)
    else:
        perm = _np._new(_native.np_introselect(lanes._t(), torch.tensor(ks, dtype=torch.int64)))
    if arg:
        out = perm.reshape(moved.shape)
    else:
        out = _np.take_along_axis(lanes, perm, -1).reshape(moved.shape)
    return _np.ascontiguousarray(_np.moveaxis(out, -1, ax))


def partition(a, kth, axis=-1, kind="introselect", order=None):
    """NumPy's partition, in the order NumPy leaves every element (not only the kth ones):
    introselect, or the SIMD quickselect's sorted short lanes (see _SIMD_PARTITION)."""
    return _select(a, kth, axis, kind, False)


def argpartition(a, kth, axis=-1, kind="introselect", order=None):
    return _select(a, kth, axis, kind, True)


# ----------------------------------------------------------------------------- r_, c_, mgrid, ogrid
# numpy/lib/_index_tricks_impl.py's nd_grid and AxisConcatenator, as NumPy 2 writes them.

def _slice_parts(s):
    start = 0 if s.start is None else s.start
    step = 1 if s.step is None else s.step
    return start, s.stop, step


class nd_grid:
    def __init__(self, sparse=False):
        self.sparse = sparse

    def __getitem__(self, key):
        if isinstance(key, slice):
            start, stop, step = _slice_parts(key)
            if isinstance(step, complex):
                step_float = abs(step)
                step = length = int(step_float)
                if step != 1:
                    step = (key.stop - start) / float(step - 1)
                typ = _np.result_type(start, stop, step_float)
                return _np.arange(0, length, 1, dtype=typ) * step + start
            return _np.arange(start, stop, key.step if key.step is not None else 1)
        size = []
        num_list = [0]
        for k in range(len(key)):
            start, stop, step = _slice_parts(key[k])
            if isinstance(step, complex):
                step = abs(step)
                size.append(int(step))
            else:
                size.append(math.ceil((stop - start) / step))
            num_list += [start, stop, step]
        typ = _np.result_type(*num_list)
        if self.sparse:
            nn = [_np.arange(x, dtype=typ) for x in size]
        else:
            nn = _np.indices(size, typ)
            nn = [nn[k] for k in range(len(size))]
        for k in range(len(key)):
            start, stop, step = _slice_parts(key[k])
            if isinstance(step, complex):
                step = int(abs(step))
                if step != 1:
                    step = (key[k].stop - start) / float(step - 1)
            nn[k] = nn[k] * step + start
        if self.sparse:
            slobj = [None] * len(size)
            for k in range(len(size)):
                slobj[k] = slice(None, None)
                nn[k] = nn[k][tuple(slobj)]
                slobj[k] = None
            return tuple(nn)
        return _np.stack(nn)

    def __len__(self):
        return 0


_SCALARS = (int, float, complex, bool)


class AxisConcatenator:
    def __init__(self, axis=0, matrix=False, ndmin=1, trans1d=-1):
        self.axis = axis
        self.matrix = matrix
        self.trans1d = trans1d
        self.ndmin = ndmin

    def __getitem__(self, key):
        if isinstance(key, str):
            raise NotImplementedError("np.r_ of a matrix string is not supported in stridelab")
        if not isinstance(key, tuple):
            key = (key,)
        trans1d = self.trans1d
        ndmin = self.ndmin
        axis = self.axis
        objs = []
        rt_objs = []
        for k in range(len(key)):
            item = key[k]
            scalar = False
            if isinstance(item, slice):
                start, stop, step = _slice_parts(item)
                if isinstance(step, complex):
                    newobj = _np.linspace(start, stop, num=int(abs(step)))
                else:
                    newobj = _np.arange(start, stop, step)
                if ndmin > 1:
                    newobj = _np.array(newobj, copy=None, ndmin=ndmin)
                    if trans1d != -1:
                        newobj = newobj.swapaxes(-1, trans1d)
            elif isinstance(item, str):
                if k != 0:
                    raise ValueError("special directives must be the first entry.")
                if item in ("r", "c"):
                    raise NotImplementedError("np.r_['" + item + "'] (a matrix) is not supported in stridelab")
                if "," in item:
                    vec = item.split(",")
                    try:
                        axis, ndmin = [int(x) for x in vec[:2]]
                        if len(vec) == 3:
                            trans1d = int(vec[2])
                    except Exception:
                        raise ValueError("unknown special directive " + repr(item))
                    continue
                try:
                    axis = int(item)
                except (ValueError, TypeError):
                    raise ValueError("unknown special directive")
                continue
            elif type(item) in _SCALARS or isinstance(item, _np.generic):
                scalar = True
                newobj = item
            else:
                item_ndim = _np.ndim(item)
                newobj = _np.array(item, copy=None, ndmin=ndmin)
                if trans1d != -1 and item_ndim < ndmin:
                    k2 = ndmin - item_ndim
                    k1 = trans1d
                    if k1 < 0:
                        k1 += k2 + 1
                    defaxes = list(range(ndmin))
                    axes = defaxes[:k1] + defaxes[k2:] + defaxes[k1:k2]
                    newobj = newobj.transpose(axes)
            objs.append(newobj)
            rt_objs.append(item if scalar else newobj.dtype)
        if len(rt_objs) != 0:
            final = _np.result_type(*rt_objs)
            objs = [_np.array(o, copy=None, ndmin=ndmin, dtype=final) for o in objs]
        return _np.concatenate(tuple(objs), axis=axis)

    def __len__(self):
        return 0


mgrid = nd_grid(sparse=False)
ogrid = nd_grid(sparse=True)
r_ = AxisConcatenator(0)
c_ = AxisConcatenator(-1, ndmin=2, trans1d=0)


class IndexExpression:
    """np.s_ and np.index_exp: the index an expression `[...]` would pass."""

    def __init__(self, maketuple):
        self.maketuple = maketuple

    def __getitem__(self, item):
        if self.maketuple and not isinstance(item, tuple):
            return (item,)
        return item


index_exp = IndexExpression(maketuple=True)
s_ = IndexExpression(maketuple=False)
