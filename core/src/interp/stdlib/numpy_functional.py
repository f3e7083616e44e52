# numpy._functional: NumPy's functions that apply a function or pick among arrays
# (vectorize, apply_along_axis, piecewise, select, choose) and tensordot, written as NumPy's
# own numpy/lib/_function_base_impl.py, _shape_base_impl.py and _core/numeric.py write them.
import numpy as _np


class vectorize:
    """np.vectorize: call a Python function once per element of the broadcast inputs; the
    output dtype is `otypes` or, as NumPy does, the dtype of the first call's result."""

    def __init__(self, pyfunc=_np._NoValue, otypes=None, doc=None, excluded=None,
                 cache=False, signature=None):
        if signature is not None:
            raise NotImplementedError("np.vectorize(signature=) is not supported in stridelab")
        self.pyfunc = pyfunc
        self.cache = cache
        self.signature = signature
        if isinstance(otypes, str):
            otypes = [c for c in otypes]
        if otypes is not None:
            otypes = [_np.dtype(t) for t in otypes]
        self.otypes = otypes
        self.excluded = set() if excluded is None else set(excluded)
        self.__doc__ = getattr(pyfunc, "__doc__", None) if doc is None else doc

    def __call__(self, *args, **kwargs):
        if self.pyfunc is _np._NoValue:
            # @np.vectorize(otypes=...) as a decorator factory.
            return vectorize(args[0], otypes=self.otypes, excluded=self.excluded)
        fixed = {}
        moving = []
        for i in range(len(args)):
            if i in self.excluded:
                fixed[i] = args[i]
            else:
                moving.append(i)
        kw_moving = [k for k in kwargs if k not in self.excluded]
        arrays = [_np.asarray(args[i]) for i in moving] + [_np.asarray(kwargs[k]) for k in kw_moving]
        if len(arrays) == 0:
            return self.pyfunc(*args, **kwargs)
        b = _np.broadcast_arrays(*arrays)
        shape = b[0].shape
        flats = [x.reshape(-1) for x in b]
        size = 1
        for s in shape:
            size *= s
        results = []
        for j in range(size):
            call = list(args)
            for n in range(len(moving)):
                call[moving[n]] = flats[n][j]
            kw = dict(kwargs)
            for n in range(len(kw_moving)):
                kw[kw_moving[n]] = flats[len(moving) + n][j]
            results.append(self.pyfunc(*call, **kw))
        if size == 0 and self.otypes is None:
            raise ValueError("cannot call `vectorize` on size 0 inputs unless `otypes` is set")
        if size > 0 and isinstance(results[0], tuple):
            nout = len(results[0])
            outs = []
            for k in range(nout):
                ot = None if self.otypes is None else self.otypes[k]
                outs.append(self._finish([r[k] for r in results], shape, ot))
            return tuple(outs)
        return self._finish(results, shape, None if self.otypes is None else self.otypes[0])

    def _finish(self, results, shape, otype):
        if otype is None:
            otype = _np.asarray(results[0]).dtype
        r = _np.array(results, dtype=otype).reshape(shape)
        return r


def apply_along_axis(func1d, axis, arr, *args, **kwargs):
    arr = _np.asarray(arr)
    nd = arr.ndim
    axis = _np._norm_axis(axis, nd)
    inarr_view = _np.moveaxis(arr, axis, -1)
    outer = inarr_view.shape[:-1]
    inds = list(_np.ndindex(*outer))
    if len(inds) == 0:
        raise ValueError("Cannot apply_along_axis when any iteration dimensions are 0")
    res = [_np.asarray(func1d(inarr_view[ind], *args, **kwargs)) for ind in inds]
    # The results stacked over the outer shape, their own dimensions put where `axis` was.
    buff = _np.stack(res).reshape(outer + res[0].shape)
    rnd = res[0].ndim
    if rnd == 0:
        return buff
    order = list(range(len(outer)))
    core = list(range(len(outer), len(outer) + rnd))
    perm = order[:axis] + core + order[axis:]
    return _np.transpose(buff, perm)


def piecewise(x, condlist, funclist, *args, **kw):
    x = _np.asarray(x)
    n2 = len(funclist)
    if _np.isscalar(condlist) or (not isinstance(condlist, (list, tuple)) and _np.asarray(condlist).ndim == 0) \
            or (not isinstance(condlist[0], (list, _np.ndarray)) and x.ndim != 0):
        condlist = [condlist]
    condlist = [_np.asarray(c, dtype=bool) for c in condlist]
    n = len(condlist)
    if n == n2 - 1:
        rest = _np.logical_not(_np.any(_np.stack(condlist), axis=0))
        condlist.append(rest)
        n += 1
    elif n != n2:
        raise ValueError("with " + str(n) + " condition(s), either " + str(n) + " or " + str(n + 1) +
                         " functions are expected")
    y = _np.zeros_like(x)
    for k in range(n):
        cond = condlist[k]
        func = funclist[k]
        if not callable(func):
            y[cond] = func
        else:
            vals = x[cond]
            if vals.size > 0:
                y[cond] = func(vals, *args, **kw)
    return y


def select(condlist, choicelist, default=0):
    if len(condlist) != len(choicelist):
        raise ValueError("list of cases must be same length as list of conditions")
    if len(condlist) == 0:
        raise ValueError("select with an empty condition list is not possible")
    choices = [_np.asarray(c) for c in choicelist]
    choices.append(_np.asarray(default))
    dtype = _np.result_type(*[c if c.ndim > 0 or not isinstance(ch, (int, float, bool, complex)) else ch
                              for c, ch in zip(choices, list(choicelist) + [default])])
    conds = [_np.asarray(c) for c in condlist]
    for i in range(len(conds)):
        if conds[i].dtype.kind != "b":
            raise TypeError("invalid entry " + str(i) + " in condlist: should be boolean ndarray")
    arrs = _np.broadcast_arrays(*(conds + choices))
    conds = arrs[:len(conds)]
    choices = arrs[len(conds):]
    result = _np.array(choices[-1], dtype=dtype)
    for i in range(len(conds) - 1, -1, -1):
        result = _np.where(conds[i], choices[i].astype(dtype), result)
    return result


def choose(a, choices, out=None, mode="raise"):
    a = _np.asarray(a)
    if a.dtype.kind not in "iub":
        raise TypeError("Cannot cast array data from dtype('" + a.dtype.name + "') to dtype('int64') "
                        "according to the rule 'safe'")
    cs = [_np.asarray(c) for c in choices]
    n = len(cs)
    idx = a.astype(_np.int64)
    if mode == "raise":
        if idx.size > 0 and (bool(_np.any(idx < 0)) or bool(_np.any(idx >= n))):
            raise ValueError("invalid entry in choice array")
    elif mode == "wrap":
        idx = idx % n
    elif mode == "clip":
        idx = _np.clip(idx, 0, n - 1)
    b = _np.broadcast_arrays(*([idx] + cs))
    idx = b[0]
    stacked = _np.stack(b[1:])
    r = _np.take_along_axis(stacked, idx[None], 0)[0]
    if out is not None:
        out[...] = r
        return out
    return r


def tensordot(a, b, axes=2):
    a = _np.asarray(a)
    b = _np.asarray(b)
    if isinstance(axes, int) or (not isinstance(axes, (list, tuple))):
        n = int(axes)
        axes_a = list(range(a.ndim - n, a.ndim))
        axes_b = list(range(n))
    else:
        axes_a, axes_b = axes
        axes_a = [axes_a] if isinstance(axes_a, int) else list(axes_a)
        axes_b = [axes_b] if isinstance(axes_b, int) else list(axes_b)
    if len(axes_a) != len(axes_b):
        raise ValueError("shape-mismatch for sum")
    axes_a = [x + a.ndim if x < 0 else x for x in axes_a]
    axes_b = [x + b.ndim if x < 0 else x for x in axes_b]
    for k in range(len(axes_a)):
        if a.shape[axes_a[k]] != b.shape[axes_b[k]]:
            raise ValueError("shape-mismatch for sum")
    notin_a = [k for k in range(a.ndim) if k not in axes_a]
    notin_b = [k for k in range(b.ndim) if k not in axes_b]
    n2 = 1
    for x in axes_a:
        n2 *= a.shape[x]
    at = _np.transpose(a, notin_a + axes_a).reshape((-1, n2))
    bt = _np.transpose(b, axes_b + notin_b).reshape((n2, -1))
    res = _np.dot(at, bt)
    return res.reshape(tuple([a.shape[k] for k in notin_a]) + tuple([b.shape[k] for k in notin_b]))


def fromfunction(function, shape, *, dtype=float, like=None, **kwargs):
    args = _np.indices(shape, dtype=dtype)
    return function(*[args[k] for k in range(len(shape))], **kwargs)
