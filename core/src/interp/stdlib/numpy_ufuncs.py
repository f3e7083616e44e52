# numpy._ufuncs: np.ufunc, the type of np.add, np.sqrt, ...: a callable object wrapping
# numpy.py's function of that name, with NumPy's ufunc methods: reduce, accumulate, outer
# and at (unbuffered: repeated indices each apply), and its nin/nout/identity.
import numpy as _np
import torch

_NO_VALUE = _np._NoValue

# The reductions NumPy's own functions are: their dtype rules (small integers summed in
# int64) and orders of addition.
_REDUCERS = {"add": "sum", "multiply": "prod", "maximum": "max", "minimum": "min",
             "logical_and": "all", "logical_or": "any"}
_ACCUMULATORS = {"add": "cumsum", "multiply": "cumprod"}
_IDENTITY = {"add": 0, "multiply": 1, "logical_and": True, "logical_or": False,
             "logical_xor": False, "gcd": 0, "bitwise_and": -1, "bitwise_or": 0, "bitwise_xor": 0,
             "subtract": None, "maximum": None, "minimum": None}


class ufunc:
    """A NumPy universal function: calling it calls the function, its methods apply it
    along axes and at indices."""

    def __init__(self, name, fn, nin):
        self.__name__ = name
        self._fn = fn
        self.nin = nin
        self.nout = 1
        self.nargs = nin + 1
        self.identity = _IDENTITY.get(name)

    def __call__(self, *args, **kwargs):
        return self._fn(*args, **kwargs)

    def __repr__(self):
        return "<ufunc '" + self.__name__ + "'>"

    def _binary_only(self, method):
        if self.nin != 2:
            raise ValueError(method + " only supported for binary functions")

    def reduce(self, array, axis=0, dtype=None, out=None, keepdims=False, initial=_NO_VALUE,
               where=True):
        self._binary_only("reduce")
        if initial is not _NO_VALUE or where is not True:
            raise NotImplementedError("np." + self.__name__ + ".reduce with initial= or where= "
                                      "is not supported in stridelab")
        a = _np.asarray(array)
        name = self.__name__
        if name in _REDUCERS:
            fn = getattr(_np, _REDUCERS[name])
            if name in ("add", "multiply"):
                return fn(a, axis=axis, dtype=dtype, out=out, keepdims=keepdims)
            if dtype is not None:
                a = a.astype(dtype)
            return fn(a, axis=axis, out=out, keepdims=keepdims)
        axes = _np._axes(axis, a.ndim)
        if len(axes) != 1:
            raise NotImplementedError("np." + name + ".reduce over several axes is not "
                                      "supported in stridelab")
        ax = axes[0]
        n = a.shape[ax]
        if n == 0:
            raise ValueError("zero-size array to reduction operation " + name +
                             " which has no identity")
        parts = [_take(a, ax, i) for i in range(n)]
        r = parts[0] if dtype is None else parts[0].astype(dtype)
        for p in parts[1:]:
            r = self._fn(r, p)
        r = _np.asarray(r)
        if keepdims:
            r = _np.expand_dims(r, ax)
        if r.ndim == 0:
            r = r.reshape(1)[0]
        if out is not None:
            out[...] = r
            return out
        return r

    def accumulate(self, array, axis=0, dtype=None, out=None):
        self._binary_only("accumulate")
        a = _np.asarray(array)
        if a.ndim == 0:
            raise TypeError("cannot accumulate on a scalar")
        ax = _np._norm_axis(axis, a.ndim)
        name = self.__name__
        if name in _ACCUMULATORS:
            return getattr(_np, _ACCUMULATORS[name])(a, axis=ax, dtype=dtype, out=out)
        n = a.shape[ax]
        if n == 0:
            r = a.copy() if dtype is None else a.astype(dtype)
        else:
            parts = [_take(a, ax, i) for i in range(n)]
            acc = [parts[0] if dtype is None else parts[0].astype(dtype)]
            for p in parts[1:]:
                acc.append(_np.asarray(self._fn(acc[-1], p)))
            rd = acc[-1].dtype
            r = _np.stack([x.astype(rd) for x in acc], axis=ax)
        if out is not None:
            out[...] = r
            return out
        return r

    def outer(self, A, B, **kwargs):
        self._binary_only("outer")
        a = _np.asarray(A)
        b = _np.asarray(B)
        return self._fn(a.reshape(a.shape + (1,) * b.ndim), b, **kwargs)

    def at(self, a, indices, b=None):
        if not isinstance(a, _np.ndarray):
            raise TypeError("first operand must be array")
        if self.nin == 2 and b is None:
            raise ValueError("second operand needed for ufunc")
        if self.nin == 1 and b is not None:
            raise ValueError("second operand provided when ufunc is unary")
        pos = _np.arange(a.size).reshape(a.shape)[indices]
        pos = _np.asarray(pos)
        if self.nin == 2:
            vals = _np.asarray(b)
            if _np._broadcast_shapes(vals.shape, pos.shape, False) != pos.shape:
                raise ValueError("array is not broadcastable to correct shape")
            vals = _np.broadcast_to(vals, pos.shape).reshape(-1)
        pos_list = pos.reshape(-1)
        if self.nin == 2 and self._fast_at(a, pos_list, vals):
            return None
        flat = a.flatten()
        for j in range(pos_list.size):
            p = int(pos_list[j])
            if self.nin == 2:
                flat[p] = self._fn(flat[p], vals[j])
            else:
                flat[p] = self._fn(flat[p])
        a[...] = flat.reshape(a.shape)
        return None

    def _fast_at(self, a, pos, vals):
        """add/subtract/maximum/minimum at indices in one scatter, when the values are of the
        array's own dtype (then NumPy's loop is that dtype's, one element after another, as
        torch's accumulating scatter adds on the CPU)."""
        name = self.__name__
        if name not in ("add", "subtract", "maximum", "minimum"):
            return False
        dt = a.dtype
        if vals.dtype is not dt or dt.kind not in "iuf" or a._npdt is not None:
            return False
        flat = a._t().reshape(-1).clone()
        p = pos._t().to(torch.int64)
        v = vals._t()
        if name == "subtract":
            v = -v
        if name in ("add", "subtract"):
            flat.index_put_((p,), v, accumulate=True)
        else:
            flat.scatter_reduce_(0, p, v, "amax" if name == "maximum" else "amin")
        a[...] = _np._new(flat.reshape(a.shape).contiguous())
        return True


def _take(a, ax, i):
    key = [slice(None)] * a.ndim
    key[ax] = i
    return a[tuple(key)]


# numpy.py's functions that NumPy has as ufuncs, with their number of inputs. Aliases are the
# same object (np.mod is np.remainder, np.abs is np.absolute).
UNARY = ["exp", "log", "log2", "log10", "sqrt", "sin", "cos", "tan", "tanh", "negative",
         "absolute", "square", "invert", "logical_not", "arcsin", "arccos", "arctan", "sinh",
         "cosh", "log1p", "expm1", "rint", "floor", "ceil", "trunc", "sign", "spacing",
         "isnan", "isfinite", "isinf", "conjugate"]
BINARY = ["add", "subtract", "multiply", "divide", "floor_divide", "remainder", "power",
          "maximum", "minimum", "bitwise_and", "bitwise_or", "bitwise_xor", "left_shift",
          "right_shift", "equal", "not_equal", "less", "less_equal", "greater",
          "greater_equal", "arctan2", "hypot", "nextafter", "logical_and", "logical_or",
          "logical_xor"]
ALIASES = {"true_divide": "divide", "mod": "remainder", "abs": "absolute", "conj": "conjugate",
           "bitwise_not": "invert", "bitwise_invert": "invert", "asin": "arcsin",
           "acos": "arccos", "atan": "arctan", "atan2": "arctan2",
           "bitwise_left_shift": "left_shift", "bitwise_right_shift": "right_shift",
           "asinh": "arcsinh", "acosh": "arccosh", "atanh": "arctanh"}


# numpy.py's functions of those names and numpy_numerics.py's (all bound in the numpy module).
MORE_UNARY = ["deg2rad", "rad2deg", "radians", "degrees", "cbrt", "reciprocal", "signbit",
              "exp2", "fabs", "positive", "arcsinh", "arccosh", "arctanh"]
MORE_BINARY = ["heaviside", "fmod", "copysign", "logaddexp", "logaddexp2", "float_power",
               "fmax", "fmin", "gcd", "lcm", "ldexp"]
# The ufuncs with two outputs: (name, nin).
TWO_OUT = [("divmod", 2), ("modf", 1), ("frexp", 1)]


def install():
    """Rebind the numpy module's ufunc functions to ufunc objects wrapping them, each alias
    to the same object."""
    made = {}
    for names, nin in ((UNARY + MORE_UNARY, 1), (BINARY + MORE_BINARY, 2)):
        for name in names:
            made[name] = ufunc(name, getattr(_np, name), nin)
    for name, nin in TWO_OUT:
        made[name] = ufunc(name, getattr(_np, name), nin)
        made[name].nout = 2
        made[name].nargs = nin + 2
    for alias in ALIASES:
        made[alias] = made[ALIASES[alias]]
    for name in made:
        setattr(_np, name, made[name])
