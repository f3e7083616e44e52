# numpy._sets: NumPy's set routines (numpy/lib/_arraysetops_impl.py) over stridelab's arrays:
# unique along an axis, intersect1d, setdiff1d, union1d, setxor1d and isin. Each follows
# NumPy's own steps (sorted concatenations, masks of neighbours) with the ndarray functions
# numpy.py already has, so the dtypes, shapes and index arrays are NumPy's.
import numpy as _np
import torch


def _ravel(a):
    return _np.asarray(a).reshape(-1)


def unique(ar, return_index=False, return_inverse=False, return_counts=False, axis=None, *,
           equal_nan=True, sorted=True):
    ar = _np.asarray(ar)
    if axis is None or ar.ndim == 1:
        if axis is not None:
            _np._norm_axis(axis, ar.ndim)
        return _np._unique_flat(ar, return_index, return_inverse, return_counts,
                                equal_nan=equal_nan)
    ax = _np._norm_axis(axis, ar.ndim)
    if ar.dtype.kind == "c" or ar._is_strings:
        raise NotImplementedError("np.unique(axis=) of " + ar.dtype.name + " arrays is not "
                                  "supported in stridelab")
    moved = _np.moveaxis(ar, ax, 0)
    orig_shape = moved.shape
    n = orig_shape[0]
    m = _np._prod(orig_shape[1:])
    rows = moved._t().reshape(n, m)
    # NumPy views each row as one structured element and sorts those: the rows in
    # lexicographic order, equal rows kept in their order (a stable sort, first column first).
    perm = torch.arange(n, dtype=torch.int64)
    for col in range(m - 1, -1, -1):
        key = rows[perm, col]
        perm = perm[torch.sort(key, stable=True).indices]
    srt = rows[perm]
    if n == 0:
        mask = torch.zeros(0, dtype=torch.bool)
    elif m == 0:
        mask = torch.cat([torch.ones(1, dtype=torch.bool), torch.zeros(n - 1, dtype=torch.bool)])
    else:
        mask = torch.cat([torch.ones(1, dtype=torch.bool), (srt[1:] != srt[:-1]).any(1)])
    k = int(mask.sum().item())
    uniq = _np._new(srt[mask].contiguous().reshape((k,) + tuple(orig_shape[1:])), ar._npdt)
    # The unique rows go back to `axis` as a view (moveaxis), as NumPy's reshaped view does.
    out = [_np.moveaxis(uniq, 0, ax)]
    if return_index:
        out.append(_np._new(perm[mask].contiguous()))
    if return_inverse:
        group = torch.cumsum(mask.to(torch.int64), 0) - 1
        inv = torch.zeros(n, dtype=torch.int64)
        if n > 0:
            inv[perm] = group
        out.append(_np._new(inv))
    if return_counts:
        starts = torch.nonzero(mask).reshape(-1)
        ends = torch.cat([starts[1:], torch.tensor([n], dtype=torch.int64)])
        out.append(_np._new((ends - starts).contiguous()))
    return out[0] if len(out) == 1 else tuple(out)


def intersect1d(ar1, ar2, assume_unique=False, return_indices=False):
    ar1 = _np.asarray(ar1)
    ar2 = _np.asarray(ar2)
    if not assume_unique:
        if return_indices:
            ar1, ind1 = unique(ar1, return_index=True)
            ar2, ind2 = unique(ar2, return_index=True)
        else:
            ar1 = unique(ar1)
            ar2 = unique(ar2)
    else:
        ar1 = ar1.reshape(-1)
        ar2 = ar2.reshape(-1)
    aux = _np.concatenate((ar1, ar2))
    if return_indices:
        aux_sort_indices = _np.argsort(aux, kind="mergesort")
        aux = aux[aux_sort_indices]
    else:
        aux.sort()
    mask = aux[1:] == aux[:-1]
    int1d = aux[:-1][mask]
    if return_indices:
        ar1_indices = aux_sort_indices[:-1][mask]
        ar2_indices = aux_sort_indices[1:][mask] - ar1.size
        if not assume_unique:
            ar1_indices = ind1[ar1_indices]
            ar2_indices = ind2[ar2_indices]
        return int1d, ar1_indices, ar2_indices
    return int1d


def setxor1d(ar1, ar2, assume_unique=False):
    if not assume_unique:
        ar1 = unique(ar1)
        ar2 = unique(ar2)
    aux = _np.concatenate((_ravel(ar1), _ravel(ar2)))
    if aux.size == 0:
        return aux
    aux.sort()
    flag = _np.concatenate((_np.array([True]), aux[1:] != aux[:-1], _np.array([True])))
    return aux[flag[1:] & flag[:-1]]


def union1d(ar1, ar2):
    return unique(_np.concatenate((_ravel(ar1), _ravel(ar2))))


def setdiff1d(ar1, ar2, assume_unique=False):
    if assume_unique:
        ar1 = _ravel(ar1)
    else:
        ar1 = unique(ar1)
        ar2 = unique(ar2)
    return ar1[_isin(ar1, ar2, False, True, None)]


def _isin(ar1, ar2, assume_unique, invert, kind):
    """A bool array, one value per element of ravelled ar1: whether it is in ar2 (not in it,
    `invert`). NumPy's methods differ in speed only; this one sorts ar2 and searches."""
    ar1 = _ravel(ar1)
    ar2 = _ravel(ar2)
    if kind not in (None, "sort", "table"):
        raise ValueError("Invalid kind: '" + str(kind) + "'. Please use None, 'sort' or 'table'.")
    ints = ar1.dtype.kind in "uib" and ar2.dtype.kind in "uib"
    if kind == "table" and not ints:
        raise ValueError("The 'table' method is only supported for boolean or integer arrays. "
                         "Please select 'sort' or None for kind.")
    if ar1._is_strings or ar2._is_strings or ar1.dtype.kind == "c" or ar2.dtype.kind == "c":
        raise NotImplementedError("np.isin of " + (ar1 if ar1._is_strings or ar1.dtype.kind == "c" else ar2).dtype.name +
                                  " arrays is not supported in stridelab")
    dt = _np._promote(ar1.dtype, ar2.dtype)
    a = _np._cast_tensor(ar1._t(), dt)
    b = _np._cast_tensor(ar2._t(), dt)
    if b.is_floating_point():
        b = b[torch.logical_not(torch.isnan(b))]       # a NaN is in no set: never found
    if b.numel() == 0:
        found = torch.zeros(a.shape, dtype=torch.bool)
    else:
        if dt.kind == "b":
            a = a.to(torch.uint8)
            b = b.to(torch.uint8)
        sb = torch.sort(b).values.contiguous()
        pos = torch.searchsorted(sb, a.contiguous())
        pos = torch.clamp(pos, 0, sb.shape[0] - 1)
        found = sb[pos] == a
    if invert:
        found = torch.logical_not(found)
    return _np._new(found.contiguous())


def isin(element, test_elements, assume_unique=False, invert=False, *, kind=None):
    element = _np.asarray(element)
    return _isin(element, test_elements, assume_unique, invert, kind).reshape(element.shape)
