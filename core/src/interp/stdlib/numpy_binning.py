# numpy._binning: digitize, histogram and histogram_bin_edges, as numpy/lib's
# _function_base_impl.py and _histograms_impl.py compute them (the equal-bins path's
# index arithmetic, the searchsorted path for explicit edges), over numpy.py's functions.
import builtins
import numpy as _np
import torch

builtins_range = builtins.range


def _monotonicity(bins):
    """NumPy's check_array_monotonic over bins as doubles: 1 increasing (or all equal), -1
    decreasing, 0 neither."""
    b = _np.asarray(bins)
    if b.ndim > 1:
        raise ValueError("object too deep for desired array")
    if b.ndim < 1:
        raise ValueError("object of too small depth for desired array")
    vals = [float(v) for v in b._t().to(torch.float64).tolist()]
    n = len(vals)
    if n == 0:
        return 1
    last = vals[0]
    i = 1
    while i < n and vals[i] == last:
        i += 1
    if i == n:
        return 1
    nxt = vals[i]
    if last < nxt:
        for j in range(i + 1, n):
            if vals[j - 1] > vals[j]:
                return 0
        return 1
    for j in range(i + 1, n):
        if vals[j - 1] < vals[j]:
            return 0
    return -1


def digitize(x, bins, right=False):
    x = _np.asarray(x)
    bins = _np.asarray(bins)
    if x.dtype.kind == "c":
        raise TypeError("x may not be complex")
    mono = _monotonicity(bins)
    if mono == 0:
        raise ValueError("bins must be monotonically increasing or decreasing")
    side = "left" if right else "right"
    if mono == -1:
        return len(bins) - _np.searchsorted(bins[::-1], x, side=side)
    return _np.searchsorted(bins, x, side=side)


def _ravel_and_check_weights(a, weights):
    a = _np.asarray(a)
    if a.dtype.kind == "b":
        import warnings
        warnings.warn("Converting input from bool to <class 'numpy.uint8'> for compatibility.",
                      RuntimeWarning, stacklevel=3)
        a = a.astype(_np.uint8)
    if weights is not None:
        weights = _np.asarray(weights)
        if weights.shape != a.shape:
            raise ValueError("weights should have the same shape as a.")
        weights = weights.reshape(-1)
    return a.reshape(-1), weights


def _is_finite(v):
    return bool(_np.isfinite(v))


def _get_outer_edges(a, range):
    if range is not None:
        first_edge, last_edge = range
        if first_edge > last_edge:
            raise ValueError("max must be larger than min in range parameter.")
        if not (_is_finite(first_edge) and _is_finite(last_edge)):
            raise ValueError("supplied range of [" + str(first_edge) + ", " + str(last_edge) +
                             "] is not finite")
    elif a.size == 0:
        first_edge, last_edge = 0, 1
    else:
        first_edge, last_edge = a.min(), a.max()
        if not (_is_finite(first_edge) and _is_finite(last_edge)):
            raise ValueError("autodetected range of [" + str(first_edge) + ", " + str(last_edge) +
                             "] is not finite")
    if first_edge == last_edge:
        first_edge = first_edge - 0.5
        last_edge = last_edge + 0.5
    return first_edge, last_edge


def _edge_scalar(v):
    # np.subtract(a, b, dtype=result_type(a, b)) of two edges: a NumPy scalar (Python ints
    # as int64, floats as float64; NumPy subtracts integers as unsigned, the same value here).
    if isinstance(v, _np.generic):
        return v
    if isinstance(v, bool) or isinstance(v, int):
        return _np.int64(v)
    return _np.float64(v)


# The bin-width estimators of numpy/lib/_histograms_impl.py, in its arithmetic (NumPy
# scalars where it has them, so float32 data stays float32 where NumPy's does).
def _unsigned_subtract(a, b):
    """a - b for a >= b: signed integers subtract as unsigned (no overflow), the rest in
    their result type."""
    dt = _np.result_type(a, b)
    if dt.kind == "i":
        # NumPy's unsigned difference, as an exact Python int (it divides to the same double).
        return int(a) - int(b)
    return dt.type(a) - dt.type(b)


def _ptp(x):
    return _unsigned_subtract(x.max(), x.min())


def _hist_bin_sqrt(x, range):
    return _ptp(x) / _np.sqrt(x.size)


def _hist_bin_sturges(x, range):
    return _ptp(x) / (_np.log2(x.size) + 1.0)


def _hist_bin_rice(x, range):
    return _ptp(x) / (2.0 * x.size ** (1.0 / 3))


def _hist_bin_scott(x, range):
    return (24.0 * _np.pi ** 0.5 / x.size) ** (1.0 / 3.0) * _np.std(x)


def _hist_bin_stone(x, range):
    n = x.size
    ptp_x = _ptp(x)
    if n <= 1 or ptp_x == 0:
        return 0

    def jhat(nbins):
        hh = ptp_x / nbins
        p_k = histogram(x, bins=nbins, range=range)[0] / n
        return (2 - (n + 1) * p_k.dot(p_k)) / hh

    upper = max(100, int(_np.sqrt(n)))
    best = None
    best_j = None
    for nb in builtins_range(1, upper + 1):
        j = jhat(nb)
        if best is None or j < best_j:
            best, best_j = nb, j
    if best == upper:
        import warnings
        warnings.warn("The number of bins estimated may be suboptimal.", RuntimeWarning,
                      stacklevel=3)
    return ptp_x / best


def _hist_bin_doane(x, range):
    if x.size > 2:
        sg1 = _np.sqrt(6.0 * (x.size - 2) / ((x.size + 1.0) * (x.size + 3)))
        sigma = _np.std(x)
        if sigma > 0.0:
            temp = x - _np.mean(x)
            temp = _np.true_divide(temp, sigma).astype(temp.dtype)
            temp = _np.power(temp, 3).astype(temp.dtype)
            g1 = _np.mean(temp)
            return _ptp(x) / (1.0 + _np.log2(x.size) + _np.log2(1.0 + _np.absolute(g1) / sg1))
    return 0.0


def _hist_bin_fd(x, range):
    q = _np.percentile(x, [75, 25])
    iqr = _np.subtract(q[0], q[1])
    return 2.0 * iqr * x.size ** (-1.0 / 3.0)


def _hist_bin_auto(x, range):
    fd_bw = _hist_bin_fd(x, range)
    sturges_bw = _hist_bin_sturges(x, range)
    sqrt_bw = _hist_bin_sqrt(x, range)
    # NumPy's cap on the number of bins.
    fd_bw_corrected = max(fd_bw, sqrt_bw / 2)
    return min(fd_bw_corrected, sturges_bw)


_SELECTORS = {"stone": _hist_bin_stone, "auto": _hist_bin_auto, "doane": _hist_bin_doane,
              "fd": _hist_bin_fd, "rice": _hist_bin_rice, "scott": _hist_bin_scott,
              "sqrt": _hist_bin_sqrt, "sturges": _hist_bin_sturges}


def _get_bin_edges(a, bins, range, weights):
    n_equal_bins = None
    bin_edges = None
    if isinstance(bins, str):
        if bins not in _SELECTORS:
            raise ValueError(repr(bins) + " is not a valid estimator for `bins`")
        if weights is not None:
            raise TypeError("Automated estimation of the number of bins is not supported for "
                            "weighted data")
        first_edge, last_edge = _get_outer_edges(a, range)
        if range is not None:
            keep = (a >= first_edge) & (a <= last_edge)
            if not bool(_np.all(keep)):
                a = a[keep]
        if a.size == 0:
            n_equal_bins = 1
        else:
            width = _SELECTORS[bins](a, (first_edge, last_edge))
            if width:
                if a.dtype.kind in "iu" and width < 1:
                    width = 1
                delta = _unsigned_subtract(last_edge, first_edge)
                n_equal_bins = int(_np.ceil(delta / width))
            else:
                # FD's width is 0 when the IQR is.
                n_equal_bins = 1
    elif _np.ndim(bins) == 0:
        try:
            n_equal_bins = _np._index_int(bins, "")
        except TypeError:
            raise TypeError("`bins` must be an integer, a string, or an array") from None
        if n_equal_bins < 1:
            raise ValueError("`bins` must be positive, when an integer")
        first_edge, last_edge = _get_outer_edges(a, range)
    elif _np.ndim(bins) == 1:
        bin_edges = _np.asarray(bins)
        if _np.any(bin_edges[:-1] > bin_edges[1:]):
            raise ValueError("`bins` must increase monotonically, when an array")
    else:
        raise ValueError("`bins` must be 1d, when an array")
    if n_equal_bins is not None:
        bin_type = _np.result_type(first_edge, last_edge, a)
        if bin_type.kind in "iub":
            bin_type = _np.result_type(bin_type, float)
        bin_edges = _np.linspace(first_edge, last_edge, n_equal_bins + 1, endpoint=True,
                                 dtype=bin_type)
        if _np.any(bin_edges[:-1] >= bin_edges[1:]):
            raise ValueError("Too many bins for data range. Cannot create " + str(n_equal_bins) +
                             " finite-sized bins.")
        return bin_edges, (first_edge, last_edge, n_equal_bins)
    return bin_edges, None


def histogram_bin_edges(a, bins=10, range=None, weights=None):
    a, weights = _ravel_and_check_weights(a, weights)
    bin_edges, _ = _get_bin_edges(a, bins, range, weights)
    return bin_edges


def _search_sorted_inclusive(a, v):
    return _np.concatenate((a.searchsorted(v[:-1], "left"), a.searchsorted(v[-1:], "right")))


def histogram(a, bins=10, range=None, density=None, weights=None):
    a, weights = _ravel_and_check_weights(a, weights)
    bin_edges, uniform_bins = _get_bin_edges(a, bins, range, weights)
    ntype = _np.dtype(_np.int64) if weights is None else weights.dtype
    if weights is not None and weights.dtype.kind == "c":
        raise NotImplementedError("np.histogram with complex weights is not supported in stridelab")
    if uniform_bins is not None:
        first_edge, last_edge, n_equal_bins = uniform_bins
        norm_denom = _np.subtract(_edge_scalar(last_edge), _edge_scalar(first_edge))
        tmp_a = a
        tmp_w = weights
        keep = (tmp_a >= first_edge) & (tmp_a <= last_edge)
        if not bool(_np.all(keep)):
            tmp_a = tmp_a[keep]
            if tmp_w is not None:
                tmp_w = tmp_w[keep]
        tmp_a = tmp_a.astype(bin_edges.dtype, copy=False)
        f_indices = _np.subtract(tmp_a, first_edge) / norm_denom * n_equal_bins
        indices = f_indices.astype(_np.int64)
        indices[indices == n_equal_bins] -= 1
        decrement = tmp_a < bin_edges[indices]
        indices[decrement] -= 1
        increment = (tmp_a >= bin_edges[indices + 1]) & (indices != n_equal_bins - 1)
        indices[increment] += 1
        n = _np.bincount(indices, weights=tmp_w, minlength=n_equal_bins).astype(ntype)
    else:
        if weights is None:
            sa = _np.sort(a)
            cum_n = _search_sorted_inclusive(sa, bin_edges).astype(ntype)
        else:
            zero = _np.zeros(1, dtype=ntype)
            sorting_index = _np.argsort(a)
            sa = a[sorting_index]
            sw = weights[sorting_index]
            cw = _np.concatenate((zero, sw.cumsum()))
            cum_n = cw[_search_sorted_inclusive(sa, bin_edges)]
        n = _np.diff(cum_n)
    if density:
        db = _np.array(_np.diff(bin_edges), float)
        return n / db / n.sum(), bin_edges
    return n, bin_edges


def histogram2d(x, y, bins=10, range=None, density=None, weights=None):
    """np.histogram2d: each axis's edges as np.histogram makes them, each sample counted in
    the bin whose half-open interval holds it (the last bin closed)."""
    x = _np.asarray(x)
    y = _np.asarray(y)
    if x.shape != y.shape:
        raise ValueError("all the input array dimensions except for the concatenation axis must match exactly")
    N = 1
    try:
        N = len(bins)
    except TypeError:
        N = 1
    if N != 1 and N != 2:
        xedges = yedges = _np.asarray(bins)
        bins = [xedges, yedges]
    if N == 1 or not isinstance(bins, (list, tuple)):
        bins = [bins, bins]
    rng = [None, None] if range is None else list(range)
    ex = histogram_bin_edges(x, bins[0], rng[0])
    ey = histogram_bin_edges(y, bins[1], rng[1])
    nx = ex.size - 1
    ny = ey.size - 1
    ix = _np.searchsorted(ex, x, side="right") - 1
    iy = _np.searchsorted(ey, y, side="right") - 1
    ix = _np.where(x == ex[-1], nx - 1, ix)
    iy = _np.where(y == ey[-1], ny - 1, iy)
    ok = (ix >= 0) & (ix < nx) & (iy >= 0) & (iy < ny)
    flat = (ix * ny + iy)[ok]
    w = None if weights is None else _np.asarray(weights)[ok]
    counts = _np.bincount(flat, weights=w, minlength=nx * ny)
    H = counts.reshape((nx, ny)).astype(_np.float64)
    if density:
        dx = _np.diff(ex)
        dy = _np.diff(ey)
        H = H / H.sum() / (dx[:, None] * dy[None, :])
    return H, ex, ey
