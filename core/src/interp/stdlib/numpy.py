# numpy: the part of NumPy 2.4 that PyTorch's tutorials use, over stridelab's tensors.
#
# An ndarray is a view over a stridelab storage: `_buf` is a 1-D tensor covering the whole
# storage (numpy_bridge.rs), `_shape`, `_st` (element strides, signed: NumPy's views may
# step backwards) and `_off` (element offset) place the array in it. `torch.from_numpy(a)`
# and `t.numpy()` therefore share memory for real. The math runs as torch ops on a tensor
# holding the array's values; results follow NumPy's promotion (NEP 50), printing follows
# numpy/_core/arrayprint.py (maxprec mode; precision, suppress, threshold, edgeitems and
# linewidth settable by np.set_printoptions). Float sums, means and variances add in NumPy's
# pairwise order, so their last bits match.
# Dtypes: float16, float32, float64, int8, int16, int32, int64, uint8, uint16 (held in int32), bool,
# complex64 and complex128 (held as their float pairs: the buffer is float32/float64, the
# array's strides and offset count complex elements, `_strided` views it as a complex
# tensor); others are refused by name.
import math
import torch

newaxis = None
pi = math.pi
e = math.e
inf = math.inf
nan = math.nan
__version__ = "2.4.6"

# The builtins this module shadows with its own max, min, any, all, abs, sum.
_pymax = max
_pymin = min
_pydivmod = divmod
_pyany = any
_pyall = all
_pyround = round
_pysum = sum
_pyabs = abs


class _NoValueType:
    """np._NoValue: an argument the caller did not give, so it is not passed on (what
    NumPy's functions hand a torch.Tensor's own method, numpy_more.py)."""

    def __repr__(self):
        return "<no value>"


_NoValue = _NoValueType()


def _given(v, default):
    return default if v is _NoValue else v


# ----------------------------------------------------------------------------- dtypes

class _DType:
    def __init__(self, name, tdt, kind, itemsize, rank):
        self.name = name
        self._torch = tdt
        self.kind = kind
        self.itemsize = itemsize
        self._rank = rank

    def __repr__(self):
        return "dtype('" + self.name + "')"

    def __str__(self):
        return self.name

    def __eq__(self, other):
        try:
            return _dtype_of(other) is self
        except Exception:
            return False

    def __ne__(self, other):
        return not self.__eq__(other)

    def __hash__(self):
        return hash(self.name)

    @property
    def type(self):
        return _SCALAR_TYPES[self.name]

    @property
    def char(self):
        return _CHARS[self.name]

    @property
    def str(self):
        return ("|" if self.itemsize == 1 else "<") + self.kind + str(self.itemsize)


def _dtype_class(name):
    # Each dtype object is an instance of its own class, as NumPy 2's (numpy.dtypes.Float64DType).
    return type(name, (_DType,), {"__module__": "numpy.dtypes"})


BoolDType = _dtype_class("BoolDType")
Int8DType = _dtype_class("Int8DType")
UInt8DType = _dtype_class("UInt8DType")
Int16DType = _dtype_class("Int16DType")
UInt16DType = _dtype_class("UInt16DType")
Int32DType = _dtype_class("Int32DType")
Int64DType = _dtype_class("Int64DType")
Float16DType = _dtype_class("Float16DType")
Float32DType = _dtype_class("Float32DType")
Float64DType = _dtype_class("Float64DType")
Complex64DType = _dtype_class("Complex64DType")
Complex128DType = _dtype_class("Complex128DType")

_BOOL = BoolDType("bool", torch.bool, "b", 1, 0)
_INT8 = Int8DType("int8", torch.int8, "i", 1, 1)
_UINT8 = UInt8DType("uint8", torch.uint8, "u", 1, 1)
_INT16 = Int16DType("int16", torch.int16, "i", 2, 2)
# stridelab's torch has no uint16: its arrays hold the values in an int32 buffer, the array
# carrying the dtype itself (ndarray._npdt), results wrapped modulo 2**16 as NumPy's do.
_UINT16 = UInt16DType("uint16", torch.int32, "u", 2, 2)
_INT32 = Int32DType("int32", torch.int32, "i", 4, 3)
_INT64 = Int64DType("int64", torch.int64, "i", 8, 4)
_FLOAT16 = Float16DType("float16", torch.float16, "f", 2, 5)
_FLOAT32 = Float32DType("float32", torch.float32, "f", 4, 5)
_FLOAT64 = Float64DType("float64", torch.float64, "f", 8, 6)
# Complex arrays hold their float pairs (the `_buf` of float32/float64), the array carrying
# the dtype itself (ndarray._npdt), as uint16's do.
_COMPLEX64 = Complex64DType("complex64", torch.complex64, "c", 8, 7)
_COMPLEX128 = Complex128DType("complex128", torch.complex128, "c", 16, 8)
_DTYPES = {"bool": _BOOL, "int8": _INT8, "uint8": _UINT8, "int16": _INT16, "uint16": _UINT16,
           "int32": _INT32, "int64": _INT64, "float16": _FLOAT16, "float32": _FLOAT32,
           "float64": _FLOAT64, "complex64": _COMPLEX64, "complex128": _COMPLEX128}
_CHARS = {"bool": "?", "int8": "b", "uint8": "B", "int16": "h", "uint16": "H", "int32": "i",
          "int64": "l", "float16": "e", "float32": "f", "float64": "d", "complex64": "F",
          "complex128": "D"}
# The float type of a complex type's parts.
_PART = {"complex64": _FLOAT32, "complex128": _FLOAT64}
_ALIASES = {"?": "bool", "b1": "bool", "bool_": "bool", "u1": "uint8", "B": "uint8",
            "i1": "int8", "b": "int8", "byte": "int8", "i2": "int16", "h": "int16",
            "short": "int16", "u2": "uint16", "H": "uint16", "ushort": "uint16",
            "i4": "int32", "intc": "int32", "i8": "int64", "int": "int64", "int_": "int64",
            "long": "int64", "l": "int64", "f4": "float32", "single": "float32",
            "f": "float32", "f8": "float64", "float": "float64", "double": "float64",
            "d": "float64", "f2": "float16", "e": "float16", "half": "float16",
            "c8": "complex64", "F": "complex64", "csingle": "complex64", "<c8": "complex64",
            "c16": "complex128", "D": "complex128", "complex": "complex128",
            "cdouble": "complex128", "<c16": "complex128"}
_MISSING_DTYPES = ["uint32", "uint64", "u4", "u8", "longdouble", "float128", "object", "str",
                   "clongdouble", "complex256", "c32", "G"]
_UINT8_RANGE = (0, 255)
_INT_RANGES = {"uint8": (0, 255), "int8": (-128, 127), "int16": (-32768, 32767),
               "uint16": (0, 65535), "int32": (-2147483648, 2147483647),
               "int64": (-9223372036854775808, 9223372036854775807)}
_TORCH_TO_NP = {}


def _unsupported_dtype(name):
    if name == "bfloat16":
        # Tensor.numpy() of a dtype NumPy has no type for: PyTorch's own TypeError.
        return TypeError("Got unsupported ScalarType BFloat16")
    return NotImplementedError(
        "numpy dtype " + name + " is not supported in stridelab "
        "(float16, float32, float64, complex64, complex128, int8, int16, int32, int64, uint8, "
        "uint16, bool are)")


def _dtype_of(x):
    """np.dtype(x): a dtype, a scalar type, a Python type or a name."""
    if isinstance(x, _DType):
        return x
    if x is None:
        return _FLOAT64
    if x is float:
        return _FLOAT64
    if x is int:
        return _INT64
    if x is bool:
        return _BOOL
    if x is complex:
        return _COMPLEX128
    if isinstance(x, str):
        name = _ALIASES.get(x, x)
        if name in _DTYPES:
            return _DTYPES[name]
        if name in _MISSING_DTYPES:
            raise _unsupported_dtype(name)
        raise TypeError("data type '" + x + "' not understood")
    if isinstance(x, ndarray):
        return x.dtype
    if isinstance(x, _Unsupported):
        x._refuse()
    name = getattr(x, "_dtname", None)
    if name is not None:
        return _DTYPES[name]
    raise TypeError("Cannot interpret '" + repr(x) + "' as a data type")


def dtype(obj):
    # A text dtype ('<U5', 'U', str) is the string arrays' own (numpy_strings.py).
    if obj is str or isinstance(obj, _strings.StrDType):
        return obj if obj is not str else _strings.StrDType(0)
    if isinstance(obj, str) and obj not in _ALIASES and obj not in _DTYPES and _strings._is_str_dtype(obj):
        w = _strings._fixed_width(obj)
        return _strings.StrDType(0 if w is None else w)
    return _dtype_of(obj)


def _promote(a, b):
    """NumPy's promotion of two typed operands (its table, by kind and size)."""
    if a is b:
        return a
    if a is _BOOL:
        return b
    if b is _BOOL:
        return a
    if a.kind == "c" or b.kind == "c":
        # A complex wide enough for the other side: its parts as wide as the float the
        # real side promotes to (int8/int16 and float16/float32 fit complex64).
        need = 8
        for d in (a, b):
            if d.kind == "c":
                need = _pymax(need, d.itemsize)
            elif d.kind == "f":
                need = _pymax(need, 2 * d.itemsize)
            else:
                need = _pymax(need, 8 if d.itemsize < 4 else 16)
        return _COMPLEX128 if need == 16 else _COMPLEX64
    if a.kind == "f" or b.kind == "f":
        # A float wide enough for the integer side: 8-bit ints fit float16, 16-bit ones
        # float32, wider ones float64.
        need = 2
        for d in (a, b):
            if d.kind == "f":
                need = _pymax(need, d.itemsize)
            else:
                need = _pymax(need, 2 * d.itemsize if d.itemsize < 4 else 8)
        return _FLOAT64 if need == 8 else (_FLOAT32 if need == 4 else _FLOAT16)
    if a.kind == b.kind:
        return a if a.itemsize >= b.itemsize else b
    s, u = (a, b) if a.kind == "i" else (b, a)
    if s.itemsize > u.itemsize:
        return s
    return _int_dtype("i", 2 * u.itemsize)


def _int_dtype(kind, size):
    for d in (_INT8, _UINT8, _INT16, _UINT16, _INT32, _INT64):
        if d.kind == kind and d.itemsize == size:
            return d
    if kind == "i" and size > 8:
        return _FLOAT64           # uint64 meets a signed int: NumPy goes to float64
    raise _unsupported_dtype(("int" if kind == "i" else "uint") + str(8 * size))


def _can_cast_safe(frm, to):
    if frm is to or frm is _BOOL:
        return True
    if to is _BOOL:
        return False
    if frm.kind == "c":
        return to.kind == "c" and to.itemsize >= frm.itemsize
    if to.kind == "c":
        return _promote(frm, _COMPLEX64) is _COMPLEX64 or to is _COMPLEX128
    if frm.kind == "f":
        return to.kind == "f" and to.itemsize >= frm.itemsize
    if to.kind == "f":
        return to.itemsize > frm.itemsize or to.itemsize == 8
    if frm.kind == to.kind:
        return to.itemsize >= frm.itemsize
    if frm.kind == "u":
        return to.itemsize > frm.itemsize
    return False


def _can_cast_same_kind(frm, to):
    # Safe casts, or down the kind order b < u < i < f (so int to uint is refused).
    if _can_cast_safe(frm, to):
        return True
    order = "buifc"
    return order.index(frm.kind) <= order.index(to.kind) and not (frm.kind == "i" and to.kind == "u")


def result_type(*args):
    # dtypes, scalar types and names count as typed operands.
    ops = [(None, _dtype_of(a), None) if isinstance(a, (_DType, str, type)) else _operand(a)
           for a in args]
    return _result_dtype(ops)


def can_cast(from_, to, casting="safe"):
    frm = _dtype_of(from_)
    to = _dtype_of(to)
    if casting == "same_kind":
        return _can_cast_same_kind(frm, to)
    if casting == "unsafe":
        return True
    if casting in ("no", "equiv"):
        return frm is to
    if casting != "safe":
        raise ValueError("casting must be one of 'no', 'equiv', 'safe', 'same_kind', or 'unsafe'")
    return _can_cast_safe(frm, to)


# ----------------------------------------------------------------------------- scalars

class generic:
    """A NumPy scalar: one value of a dtype (what indexing and reductions give)."""
    _dtname = None

    def __init__(self, value=0):
        dt = _DTYPES[self._dtname]
        if isinstance(value, (ndarray, generic, list, tuple)):
            value = asarray(value).item()
        self._v = _cast_value(value, dt)

    @property
    def dtype(self):
        return _DTYPES[self._dtname]

    @property
    def shape(self):
        return ()

    @property
    def ndim(self):
        return 0

    @property
    def size(self):
        return 1

    @property
    def itemsize(self):
        return self.dtype.itemsize

    @property
    def nbytes(self):
        return self.dtype.itemsize

    @property
    def strides(self):
        return ()

    @property
    def T(self):
        return self

    def item(self):
        return self._v

    def tolist(self):
        return self._v

    @property
    def real(self):
        if self.dtype.kind == "c":
            return _scalar(self._v.real, _PART[self._dtname])
        return self

    @property
    def imag(self):
        if self.dtype.kind == "c":
            return _scalar(self._v.imag, _PART[self._dtname])
        return _scalar(_cast_value(0, self.dtype), self.dtype)

    def conjugate(self):
        return conjugate(self)

    def __complex__(self):
        return complex(self._v)

    def _arr(self):
        return array(self._v, dtype=self.dtype)

    def astype(self, dtype):
        return _scalar(_cast_value(self._v, _dtype_of(dtype)), _dtype_of(dtype))

    def __repr__(self):
        dt = self.dtype
        if dt is _BOOL:
            return "np.True_" if self._v else "np.False_"
        if dt.kind == "c":
            return "np." + dt.name + "(" + _complex_str(self._v, dt, False) + ")"
        return "np." + dt.name + "(" + _scalar_str(self._v, dt) + ")"

    def __str__(self):
        return _scalar_str(self._v, self.dtype)

    def __round__(self, ndigits=None):
        # NumPy rounds half to even; with digits the result keeps the scalar's type.
        if ndigits is None:
            return _pyround(self._v)
        if self.dtype.kind != "f":
            return _scalar(_cast_value(_pyround(self._v, ndigits), self.dtype), self.dtype)
        # np.round: scale by 10**digits, round half to even, scale back (so 2.675 gives
        # 2.68, where Python's correctly rounded round() gives 2.67).
        if math.isnan(self._v) or math.isinf(self._v):
            return self
        if ndigits >= 0:
            f = 10.0 ** ndigits
            v = float(_pyround(self._v * f)) / f
        else:
            f = 10.0 ** (-ndigits)
            v = float(_pyround(self._v / f)) * f
        return _scalar(_cast_value(v, self.dtype), self.dtype)

    def round(self, decimals=0, out=None):
        return round(self, decimals, out)

    def is_integer(self):
        if self.dtype.kind != "f":
            raise AttributeError("'numpy." + self.dtype.name + "' object has no attribute 'is_integer'")
        return float(self._v).is_integer()

    def __format__(self, spec):
        # NumPy formats its scalars as the Python number they hold: a float32 with no
        # spec shows its double (f"{np.float32(0.1)}" is 0.10000000149011612).
        return format(self._v, spec)

    def __float__(self):
        return float(self._v)

    def __int__(self):
        return int(self._v)

    def __index__(self):
        if self.dtype.kind not in "iub":
            raise TypeError("'numpy." + self.dtype.name + "' object cannot be interpreted as an integer")
        return int(self._v)

    def __bool__(self):
        return bool(self._v)

    def __hash__(self):
        return hash(self._v)

    def __len__(self):
        raise TypeError("object of type 'numpy." + self.dtype.name + "' has no len()")

    def __getattr__(self, name):
        if name in _SCALAR_ARRAY_METHODS and hasattr(ndarray, name):
            return _scalar_method(self, name)
        raise AttributeError("'numpy." + self.dtype.name + "' object has no attribute '" + name + "'")

    def __neg__(self): return negative(self)
    def __pos__(self): return self
    def __abs__(self): return absolute(self)
    def __invert__(self): return invert(self)


# The ndarray methods NumPy's scalars carry too (not `dot`, not the in-place ones): each acts
# on the scalar as a 0-d array, and a 0-d result comes back as a scalar, as NumPy gives
# (np.dot of two vectors is a float32 scalar whose .mean() is np.float32 again).
_SCALAR_ARRAY_METHODS = frozenset([
    "all", "any", "argmax", "argmin", "argsort", "choose", "clip", "compress", "conj",
    "conjugate", "copy", "cumprod", "cumsum", "diagonal", "flatten", "max", "mean", "min",
    "nonzero", "prod", "ravel", "repeat", "reshape", "searchsorted", "squeeze", "std", "sum",
    "swapaxes", "take", "tobytes", "trace", "transpose", "var", "view"])


def _scalar_method(s, name):
    method = getattr(s._arr(), name)

    def call(*args, **kwargs):
        r = method(*args, **kwargs)
        if isinstance(r, ndarray) and r.ndim == 0:
            return r[()]
        return r
    return call


# NumPy's abstract scalar types, for isinstance and np.issubdtype (np.floating, ...).
class number(generic):
    pass


class integer(number):
    pass


class signedinteger(integer):
    pass


class unsignedinteger(integer):
    pass


class inexact(number):
    pass


class floating(inexact):
    pass


class complexfloating(inexact):
    pass


# NumPy 2's bool scalar type is named 'bool' (np.bool; np.bool_ is the same class).
bool_ = type("bool", (generic,), {"_dtname": "bool", "__module__": "numpy"})


class int8(signedinteger):
    _dtname = "int8"


class uint8(unsignedinteger):
    _dtname = "uint8"


class int16(signedinteger):
    _dtname = "int16"


class uint16(unsignedinteger):
    _dtname = "uint16"


class int32(signedinteger):
    _dtname = "int32"


class int64(signedinteger):
    _dtname = "int64"


class float16(floating):
    _dtname = "float16"


class float32(floating):
    _dtname = "float32"


class float64(floating):
    _dtname = "float64"
    # NumPy's float64 derives from Python's float: isinstance(np.float64(1), float) is True.
    __stridelab_builtin_base__ = "float"


class complex64(complexfloating):
    _dtname = "complex64"


class complex128(complexfloating):
    _dtname = "complex128"
    # NumPy's complex128 derives from Python's complex, as float64 from float.
    __stridelab_builtin_base__ = "complex"


_SCALAR_TYPES = {"bool": bool_, "int8": int8, "uint8": uint8, "int16": int16, "uint16": uint16,
                 "int32": int32, "int64": int64,
                 "float16": float16, "float32": float32, "float64": float64,
                 "complex64": complex64, "complex128": complex128}
# The C type names CPython's operator errors print ('numpy.int64', NumPy 2's 'numpy.bool').
for _n in _SCALAR_TYPES:
    _SCALAR_TYPES[_n].__tp_name__ = "numpy." + _n
int_ = int64
intc = int32
double = float64
single = float32
half = float16
ubyte = uint8
byte = int8
short = int16
ushort = uint16
csingle = complex64
cdouble = complex128


def _scalar(v, dt):
    s = _SCALAR_TYPES[dt.name](0)
    s._v = v
    return s


def _cast_value(v, dt):
    """A Python value as `dt` holds it (float32 rounding, int wrap-around as C casts do)."""
    if dt is _BOOL:
        return bool(v)
    if dt.kind == "c":
        if isinstance(v, str):
            raise NotImplementedError("numpy." + dt.name + " of a string is not supported in stridelab")
        v = complex(v)
        if dt is _COMPLEX64:
            v = complex(_cast_value(v.real, _FLOAT32), _cast_value(v.imag, _FLOAT32))
        return v
    if dt.kind == "f":
        v = float(v)
        if dt is not _FLOAT64:
            v = torch.tensor(v, dtype=dt._torch).item()
        return v
    if isinstance(v, float):
        if math.isnan(v) or math.isinf(v):
            raise ValueError("cannot convert float " + ("NaN" if math.isnan(v) else "infinity") + " to integer")
        v = int(v)
    v = int(v)
    lo, hi = _INT_RANGES[dt.name]
    if v < lo or v > hi:
        raise OverflowError("Python integer " + str(v) + " out of bounds for " + dt.name)
    return v


def _part_str(x, dt):
    # A part as Python's complex repr prints it: the shortest digits, no ".0" (1+2j).
    s = _scalar_str(x, _PART[dt.name])
    return s[:-2] if s.endswith(".0") else s


def _complex_str(v, dt, parens):
    """str() of a complex scalar ((1+2j), 2j, (nan+infj)); repr() puts it in np.complex128(...)
    without the parentheses."""
    im = _part_str(v.imag, dt) + "j"
    if v.real == 0 and math.copysign(1.0, v.real) > 0:
        return im
    s = _part_str(v.real, dt) + ("" if im.startswith("-") else "+") + im
    return "(" + s + ")" if parens else s


def _scalar_str(v, dt):
    if dt is _BOOL:
        return "True" if v else "False"
    if dt.kind == "c":
        return _complex_str(v, dt, True)
    if dt.kind in "iu":
        return str(v)
    if math.isnan(v):
        return "nan"
    if math.isinf(v):
        return "inf" if v > 0 else "-inf"
    if dt is _FLOAT64:
        return repr(v)
    return _native.np_float_str(v, _bits(dt), "repr", -1)


# ----------------------------------------------------------------------------- ndarray

_INTERNAL = object()


def _make(buf, shape, st, off, npdt=None):
    # A view of a string array (its buffer a list holder, numpy_strings.py) is one too.
    a = _strings.ndarray(_INTERNAL) if isinstance(buf, _strings.StrStore) else ndarray(_INTERNAL)
    a._buf = buf
    if npdt is not None:
        a._npdt = npdt
    a._shape = tuple(shape)
    a._st = tuple(st)
    a._off = off
    a._base = _base_for(buf, a)
    return a


def _base_for(buf, a):
    """NumPy's `base` of a new array `a` over `buf`. The first array over a buffer owns it
    (None; `Tensor.numpy()` then names the tensor); a later one is a view, whose base is the
    array owning the memory (NumPy collapses a chain of views to it). The buffer names its
    first array weakly: that array holds the buffer, so a strong name would be a cycle that
    nothing frees. `_np_up` is where that array's own base leads, when it is an array (a
    reshape that could view)."""
    first = getattr(buf, "_np_root", None)
    if first is None:
        buf._np_root = _native.np_weak(a)
        return None
    r = first()
    if r is None:
        # Dead: every live array over the buffer has its base elsewhere (`_np_up`).
        return getattr(buf, "_np_up", None)
    return r._base if isinstance(r._base, ndarray) else r


def _tensor_numpy(t):
    """`t.numpy()`: an array over the tensor's memory whose base is a tensor, as PyTorch's."""
    a = _from_torch(t)
    a._base = t
    if a.size == 0:
        # PyArray_New over the tensor's memory: NumPy 2 gives an empty array zero strides
        # (torch.zeros(3, 4)[1:1].numpy().strides is (0, 0)), where its own slicing keeps them.
        a._st = (0,) * len(a._st)
    return a


def _from_torch(t, npdt=None):
    """An ndarray over tensor `t`'s memory, with its layout (Tensor.numpy). `npdt` names a
    dtype the buffer only stands in for (uint16 in an int32 tensor)."""
    if t.is_complex():
        # The array indexes the float pairs (view_as_real shares the memory), counting its
        # strides and offset in complex elements.
        if t.is_conj():
            t = t.resolve_conj()
        dt = _TORCH_TO_NP[str(t.dtype)]
        pairs = torch.view_as_real(t)
        return _make(_native.np_storage(pairs), tuple(t.shape),
                     tuple([x // 2 for x in pairs.stride()[:-1]]), _native.np_offset(pairs) // 2, dt)
    if str(t.dtype) not in _TORCH_TO_NP:
        # half, bfloat16, complex: no numpy dtype here to hold them.
        raise _unsupported_dtype(str(t.dtype).replace("torch.", ""))
    return _make(_native.np_storage(t), tuple(t.shape), tuple(t.stride()), _native.np_offset(t),
                 _emulated(npdt))


def _emulated(dt):
    # The dtype an array must carry itself: one whose values sit in a wider tensor, or in
    # float pairs (complex).
    return dt if dt is _UINT16 or (dt is not None and dt.kind == "c") else None


def _strided(a, shape, st, off):
    """The tensor viewing `a`'s buffer with this layout (complex: over its float pairs)."""
    if a._npdt is not None and a._npdt.kind == "c":
        pairs = torch.as_strided(a._buf, tuple(shape) + (2,), [2 * x for x in st] + [1], 2 * off)
        return torch.view_as_complex(pairs)
    return torch.as_strided(a._buf, shape, st, off)


def _fresh(t):
    # A contiguous copy (a complex tensor's clone takes no memory_format here).
    if t.is_complex():
        return t.clone().contiguous()
    return t.clone(memory_format=torch.contiguous_format)


def _wrap(t, dt):
    """`t` (a result for dtype `dt`) as `dt` holds it: uint16 wraps modulo 2**16 in its
    int32 buffer, as NumPy's C arithmetic wraps."""
    if dt is _UINT16:
        if t.dtype != torch.int32:
            t = t.to(torch.int64)
        return torch.remainder(t, 65536).to(torch.int32)
    if dt is not None and dt.kind == "c" and t.dtype != dt._torch:
        return t.to(dt._torch)
    return t


def _to_torch(a):
    """The tensor sharing `a`'s memory (torch.from_numpy)."""
    if a._is_strings:
        raise TypeError(_strings._TORCH_REFUSAL)
    if a._npdt is _UINT16:
        raise NotImplementedError("torch.from_numpy of a " + a._npdt.name + " array is not "
                                  "supported in stridelab (its torch has no " + a._npdt.name +
                                  "); convert with a.astype(np.int32) first")
    for s in a._st:
        if s < 0:
            raise ValueError(
                "At least one stride in the given numpy array is negative, and tensors with "
                "negative strides are not currently supported. (You can probably work around "
                "this by making a copy of your array  with array.copy().) ")
    return _strided(a, a._shape, a._st, a._off)


def _new(t, dt=None):
    """A fresh array holding tensor `t` (a result); `dt` is its NumPy dtype when the tensor's
    own does not say it (uint16)."""
    dt = _emulated(dt)
    if dt is not None:
        t = _wrap(t, dt).contiguous()
    a = _from_torch(t, dt)
    if a.size == 0:
        a._st = (0,) * len(a._st)        # NumPy 2: a new empty array's strides are all 0
    return a


def _result(t, dt=None):
    """An op's result: a scalar when 0-d, as NumPy's ufuncs and reductions give."""
    if t.dim() == 0:
        if _emulated(dt) is not None:
            return _scalar(_cast_value(_wrap(t, dt).item(), dt), dt)
        return _scalar(t.item(), _TORCH_TO_NP[str(t.dtype)])
    return _new(t, dt)


for _n in _DTYPES:
    if _DTYPES[_n] is not _UINT16:
        _TORCH_TO_NP[str(_DTYPES[_n]._torch)] = _DTYPES[_n]


_INTP_MIN = -9223372036854775808
_INTP_MAX = 9223372036854775807


def _dim_int(s):
    # PyArray_IntpConverter: a dimension that is no C intp is refused before any other check.
    d = _index_int(s, "'" + type(s).__name__ + "' object cannot be interpreted as an integer")
    if d < _INTP_MIN or d > _INTP_MAX:
        raise ValueError("Maximum allowed dimension exceeded")
    return d


def _shape_arg(shape, *more):
    if len(more) > 0:
        shape = (shape,) + tuple(more)
    if isinstance(shape, (list, tuple)):
        return tuple([_dim_int(s) for s in shape])
    return (_dim_int(shape),)


def _new_shape(shape):
    # The shape of an array being made: no -1 to infer, and no negative size.
    shape = _shape_arg(shape)
    for s in shape:
        if s < 0:
            raise ValueError("negative dimensions are not allowed")
    return shape


def _check_nbytes(shape, dt):
    """PyArray_NewFromDescr's size check: the bytes of the nonzero dims must fit an intp, so
    (0, 2**62, 2**62) is refused although it holds nothing."""
    n = dt.itemsize
    for d in shape:
        if d != 0:
            n = n * d
    if n > _INTP_MAX:
        raise ValueError("array is too big; `arr.size * arr.dtype.itemsize` is larger than the "
                         "maximum possible size.")


def _size_to_string(num_bytes):
    # numpy/_core/_exceptions.py _ArrayMemoryError._size_to_string.
    units = ["bytes", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"]
    unit_i = _pymax(num_bytes.bit_length() - 1, 1) // 10
    n_units = num_bytes / (1 << (unit_i * 10))
    if _pyround(n_units) == 1024:
        unit_i += 1
        n_units /= 1024
    if unit_i >= len(units):
        n_units *= 1 << ((unit_i - len(units) + 1) * 10)
        unit_i = len(units) - 1
    if unit_i == 0:
        return format(n_units, ".0f") + " " + units[unit_i]
    if _pyround(n_units) < 1000:
        return format(n_units, "#.3g") + " " + units[unit_i]
    return format(n_units, "#.0f") + " " + units[unit_i]


def _allocated(make, shape, dt):
    """`make()` (a new tensor of `shape`), NumPy's errors when it cannot be: too many bytes to
    count, or (stridelab's allocation limit being reached) NumPy's MemoryError."""
    _check_nbytes(shape, dt)
    try:
        return make()
    except RuntimeError as e:
        if "not enough memory" not in str(e) and "overflowed" not in str(e):
            raise
        raise MemoryError("Unable to allocate " + _size_to_string(dt.itemsize * _prod(shape)) +
                          " for an array with shape " + repr(tuple(shape)) + " and data type " +
                          dt.name) from None


def _c_long(i):
    # An integer argument NumPy reads as a C long (an axis, an offset).
    if i < _INTP_MIN or i > _INTP_MAX:
        raise OverflowError("Python int too large to convert to C long")
    return i


def _index_key(key):
    """`key` with its Python ints read as NumPy's prepare_index reads them: one that is a C
    intp is an integer index; one in [2**63, 2**64) becomes a 0-d uint64 array, whose
    conversion back to an intp overflows; any other is an object array, no valid index. An
    index list of ints becomes an array as np.array would make it: int64 when every int fits,
    uint64 when all are in [2**63, 2**64) (then cast to intp, wrapping: [2**64 - 1] is [-1]),
    float64 when the two meet and object beyond both (neither an index)."""
    if isinstance(key, tuple):
        # A tuple inside the index tuple is a sequence to NumPy, made an array as a list is
        # (a[:, (0, 3)], a[((0, 1), (1, 0)), :]).
        return tuple([_index_item(_tuples_as_lists(k) if isinstance(k, tuple) else k) for k in key])
    return _index_item(key)


def _tuples_as_lists(k):
    if isinstance(k, (tuple, list)):
        return [_tuples_as_lists(x) for x in k]
    return k


def _index_item(k):
    if isinstance(k, bool):
        return k
    if isinstance(k, int):
        if k < _INTP_MIN or k >= 18446744073709551616:
            raise IndexError(_BAD_INDEX)
        if k > _INTP_MAX:
            raise OverflowError("Python int too large to convert to C long")
        return k
    if isinstance(k, list):
        flat = []
        _flat_ints(k, flat)
        if len(flat) == 0 or _pyany([isinstance(v, float) for v in flat]):
            return k
        big = [v for v in flat if not isinstance(v, bool) and (v < _INTP_MIN or v > _INTP_MAX)]
        if len(big) == 0:
            return k
        if _pyany([v < _INTP_MIN or v >= 18446744073709551616 for v in big]):
            raise IndexError(_BAD_INDEX)
        if len(big) != len([v for v in flat if not isinstance(v, bool)]):
            raise IndexError(_BAD_INDEX)      # int64 and uint64 ints: a float64 array
        return _wrap_uint64(k)
    return k


def _flat_ints(k, out):
    for v in k:
        if isinstance(v, list):
            _flat_ints(v, out)
        elif isinstance(v, int):
            out.append(v)
        else:
            out.append(0.5)                   # anything else: not an all-int list


def _wrap_uint64(k):
    if isinstance(k, list):
        return [_wrap_uint64(v) for v in k]
    if isinstance(k, bool) or k <= _INTP_MAX:
        return k
    return k - 18446744073709551616


def _index_int(x, msg):
    if isinstance(x, bool):
        return int(x)
    if isinstance(x, int):
        return x
    if isinstance(x, generic) and x.dtype.kind in "iub":
        return int(x._v)
    if isinstance(x, torch.Tensor) and x.numel() == 1 and not x.is_floating_point() and not x.is_complex():
        # A one-integer tensor has __index__ (np.zeros(edge_index.max() + 1)).
        return int(x)
    raise TypeError(msg)


def _shape_str(shape):
    if len(shape) == 1:
        return "(" + str(shape[0]) + ",)"
    return "(" + ",".join([str(s) for s in shape]) + ")"


def _prod(xs):
    n = 1
    for x in xs:
        n = n * x
    return n


# NumPy 2 keeps AxisError in numpy.exceptions (its own module, which this one re-exports).
import numpy.exceptions as exceptions
from numpy.exceptions import AxisError


def _norm_axis(axis, ndim, argname=None):
    a = _c_long(_index_int(axis, "'" + type(axis).__name__ + "' object cannot be interpreted as an integer"))
    if a < -ndim or a >= ndim:
        raise AxisError(a, ndim, argname)
    return a + ndim if a < 0 else a


def _norm_axis_tuple(axis, ndim, argname):
    """numpy.lib.array_utils.normalize_axis_tuple: one axis or a sequence, no repeats."""
    if not isinstance(axis, (tuple, list)):
        axis = [axis]
    out = [_norm_axis(x, ndim, argname) for x in axis]
    if len(set(out)) != len(out):
        raise ValueError("repeated axis" if argname is None else "repeated axis in `" + argname + "` argument")
    return out


def _slice_indices(s, n):
    step = 1 if s.step is None else _index_int(s.step, "slice indices must be integers or None or have an __index__ method")
    if step == 0:
        raise ValueError("slice step cannot be zero")
    lower, upper = (0, n) if step > 0 else (-1, n - 1)
    if s.start is None:
        start = lower if step > 0 else upper
    else:
        start = _index_int(s.start, "slice indices must be integers or None or have an __index__ method")
        if start < 0:
            start = _pymax(start + n, lower)
        else:
            start = _pymin(start, upper)
    if s.stop is None:
        stop = upper if step > 0 else lower
    else:
        stop = _index_int(s.stop, "slice indices must be integers or None or have an __index__ method")
        if stop < 0:
            stop = _pymax(stop + n, lower)
        else:
            stop = _pymin(stop, upper)
    if step > 0:
        count = _pymax(0, (stop - start + step - 1) // step)
    else:
        count = _pymax(0, (start - stop - step - 1) // (-step))
    return start, step, count


_BAD_INDEX = ("only integers, slices (`:`), ellipsis (`...`), numpy.newaxis (`None`) and "
              "integer or boolean arrays are valid indices")


class ndarray:
    # The C type's name CPython's operator errors print ('numpy.ndarray').
    __tp_name__ = "numpy.ndarray"
    # A diagonal is a read-only view in NumPy; every other view here is writable.
    _readonly = False
    # The dtype when the buffer's does not say it (uint16 held in int32), else None.
    _npdt = None
    # NumPy's `base`: the array (or tensor) owning the memory of a view, else None (_make).
    _base = None
    # True on the string arrays of numpy_strings.py (a subclass also named ndarray).
    _is_strings = False

    def __init__(self, shape, dtype=float, buffer=None, offset=0, strides=None, order=None):
        if shape is _INTERNAL:
            return
        if buffer is not None or strides is not None or offset != 0:
            raise NotImplementedError("ndarray(buffer=, offset=, strides=) is not supported in stridelab; use np.zeros or np.array")
        dt = _dtype_of(dtype)
        shape = _new_shape(shape)
        t = _allocated(lambda: torch.zeros(shape, dtype=dt._torch), shape, dt)
        a = _from_torch(t, _emulated(dt))
        self._npdt = a._npdt
        self._buf = a._buf
        self._buf._np_root = _native.np_weak(self)
        self._shape = a._shape
        self._st = a._st if t.numel() > 0 else (0,) * t.dim()
        self._off = 0

    # -- attributes
    @property
    def shape(self):
        return self._shape

    @property
    def dtype(self):
        if self._npdt is not None:
            return self._npdt
        return _TORCH_TO_NP[str(self._buf.dtype)]

    @property
    def strides(self):
        n = self.dtype.itemsize
        return tuple([s * n for s in self._st])

    @property
    def ndim(self):
        return len(self._shape)

    @property
    def base(self):
        return self._base

    @property
    def size(self):
        return _prod(self._shape)

    @property
    def itemsize(self):
        return self.dtype.itemsize

    @property
    def nbytes(self):
        return self.size * self.dtype.itemsize

    @property
    def T(self):
        return self.transpose()

    @property
    def mT(self):
        if self.ndim < 2:
            raise ValueError("matrix transpose with ndim < 2 is undefined")
        return swapaxes(self, -1, -2)

    @property
    def device(self):
        return "cpu"

    def __getattr__(self, name):
        raise AttributeError("'numpy.ndarray' object has no attribute '" + name + "'")

    # -- the tensor behind the values
    def _t(self):
        """A tensor with this array's values: a view when no stride is negative."""
        neg = [d for d in range(len(self._st)) if self._st[d] < 0]
        if len(neg) == 0:
            return _strided(self, self._shape, self._st, self._off)
        off = self._off
        st = list(self._st)
        for d in neg:
            if self._shape[d] > 0:
                off = off + st[d] * (self._shape[d] - 1)
            st[d] = -st[d]
        if self.size == 0:
            return torch.zeros(self._shape, dtype=self.dtype._torch, device=self._buf.device)
        return _strided(self, self._shape, st, off).flip(neg)

    def _assign(self, value):
        """Write `value` (broadcast, cast unsafely as NumPy's setitem does) into this view."""
        if self._readonly:
            raise ValueError("assignment destination is read-only")
        if isinstance(value, (list, tuple)) and self.dtype.kind in "iu":
            _assign_ints(self, value)
        v = _value_tensor(value, self.dtype, self._buf.device)
        vs = tuple(v.shape)
        if _broadcast_shapes(vs, self._shape, False) != self._shape:
            raise ValueError("could not broadcast input array from shape " + _shape_str(vs) +
                             " into shape " + _shape_str(self._shape))
        if self.size == 0:
            return
        neg = [d for d in range(len(self._st)) if self._st[d] < 0]
        off = self._off
        st = list(self._st)
        for d in neg:
            off = off + st[d] * (self._shape[d] - 1)
            st[d] = -st[d]
        target = _strided(self, self._shape, st, off)
        v = v.expand(self._shape)
        if len(neg) > 0:
            v = v.flip(neg)
        target.copy_(v)

    # -- conversion
    def tolist(self):
        return self._t().tolist()

    def item(self, *args):
        # NumPy's item: no index (a size-1 array), one flat C-order index, or one per axis.
        if len(args) == 1 and isinstance(args[0], tuple):
            args = args[0]
        if len(args) == 0:
            if self.size != 1:
                raise ValueError("can only convert an array of size 1 to a Python scalar")
            return self._t().reshape(-1)[0].item()
        idx = [_c_long(_index_int(i, "'" + type(i).__name__ + "' object cannot be interpreted as an integer")) for i in args]
        if len(idx) == 1:
            n = self.size
            if idx[0] < -n or idx[0] >= n:
                raise IndexError("index " + str(idx[0]) + " is out of bounds for size " + str(n))
            return self._t().reshape(-1)[idx[0]].item()
        if len(idx) != self.ndim:
            raise ValueError("incorrect number of indices for array")
        return self[tuple(idx)].item()

    def __float__(self):
        if self.ndim != 0:
            raise TypeError("only 0-dimensional arrays can be converted to Python scalars")
        return float(self.item())

    def __int__(self):
        if self.ndim != 0:
            raise TypeError("only 0-dimensional arrays can be converted to Python scalars")
        return int(self.item())

    def __complex__(self):
        if self.ndim != 0:
            raise TypeError("only 0-dimensional arrays can be converted to Python scalars")
        return complex(self.item())

    def __index__(self):
        if self.ndim != 0 or self.dtype.kind not in "iu":
            raise TypeError("only integer scalar arrays can be converted to a scalar index")
        return int(self.item())

    def __bool__(self):
        if self.size != 1:
            raise ValueError("The truth value of an array with more than one element is "
                             "ambiguous. Use a.any() or a.all()")
        return bool(self.item())

    def __len__(self):
        if len(self._shape) == 0:
            raise TypeError("len() of unsized object")
        return self._shape[0]

    def __iter__(self):
        if len(self._shape) == 0:
            raise TypeError("iteration over a 0-d array")
        return iter([self[i] for i in range(self._shape[0])])

    def __repr__(self):
        return _array_repr(self)

    def __str__(self):
        return _array_str(self)

    def __hash__(self):
        raise TypeError("unhashable type: 'numpy.ndarray'")

    def copy(self, order="C"):
        return _laid_out(self, self._t(), order, self._npdt)

    def astype(self, dtype, order="K", casting="unsafe", copy=True):
        dt = _dtype_of(dtype)
        if not copy and dt is self.dtype:
            return self
        return _laid_out(self, _cast_tensor(self._t(), dt), order, dt)

    @property
    def flags(self):
        return _Flags(self)

    @property
    def __array_interface__(self):
        # NumPy 2's protocol dict: the address of the first element (and whether the array
        # is read-only), strides only when the array is not C-contiguous, version 3.
        fl = self.flags
        ts = self.dtype.str
        at = self._buf.data_ptr() + self._off * self.dtype.itemsize
        return {"data": (at, not fl.writeable), "strides": None if fl.c_contiguous else self.strides,
                "descr": [("", ts)], "typestr": ts, "shape": tuple(self._shape), "version": 3}

    def fill(self, value):
        self._assign(value)

    def view(self, *args):
        if len(args) == 0:
            return _make(self._buf, self._shape, self._st, self._off, self._npdt)
        raise NotImplementedError("ndarray.view(dtype) is not supported in stridelab")

    # -- shape
    def reshape(self, *shape, order="C"):
        order = _order_name(order)
        if order == "K":
            raise ValueError("order 'K' is not permitted for reshaping")
        if len(shape) == 1 and isinstance(shape[0], (tuple, list)):
            shape = tuple(shape[0])
        shape = _shape_arg(tuple(shape))
        if order == "F" or (order == "A" and _is_f_order(self)):
            # NumPy's Fortran reshape is the C one of the reversed axes: a view when the
            # memory allows, else a view of a copy laid out in F order.
            return self.transpose()._reshape_c(shape[::-1], shape).transpose()
        return self._reshape_c(shape, shape)

    def _reshape_c(self, shape, asked):
        # `asked` is the shape as the caller wrote it (the error messages name it).
        n = self.size
        unknown = [i for i in range(len(shape)) if shape[i] == -1]
        known = _prod([s for s in shape if s != -1])
        if len(unknown) > 1:
            raise ValueError("can only specify one unknown dimension")
        if _pyany([s < -1 for s in shape]):
            raise ValueError("negative dimensions not allowed")
        if len(unknown) == 1:
            if known == 0 or n % known != 0:
                raise ValueError("cannot reshape array of size " + str(n) + " into shape " +
                                 _reshape_text(asked))
            shape = tuple([n // known if s == -1 else s for s in shape])
        if _prod(shape) != n:
            raise ValueError("cannot reshape array of size " + str(n) + " into shape " +
                             _reshape_text(asked))
        # NumPy's PyArray_Newshape: a C-contiguous array, or one whose strides allow it
        # (negative ones included), is viewed; any other is first copied in C order, and the
        # result is a view of that copy (its base).
        if tuple(shape) == self._shape:
            st = self._st
        elif self.size == 0 or _is_c_contiguous(self):
            st = _c_strides(shape)
        else:
            st = _nocopy_strides(self._shape, self._st, shape)
        if st is not None:
            r = _make(self._buf, shape, st, self._off, self._npdt)
            r._readonly = self._readonly
            return r
        c = self.copy()
        return _make(c._buf, shape, _c_strides(shape), c._off, self._npdt)

    def ravel(self, order="C"):
        # NumPy's PyArray_Ravel: a view when the array's memory already runs in the asked
        # order, else a fresh copy (base None, where reshape's copy would be the base of its
        # result).
        perm = _memory_order(self, _order_name(order))
        v = self if perm == list(range(self.ndim)) else self.transpose(perm)
        if self.size == 0 or _is_c_contiguous(v):
            return v.reshape(-1)
        return _new(_fresh(v._t()).reshape(-1), self._npdt)

    def flatten(self, order="C"):
        perm = _memory_order(self, _order_name(order))
        return _new(_fresh(self._t().permute(perm)).reshape(-1), self._npdt)

    def transpose(self, *axes):
        nd = self.ndim
        if len(axes) == 0 or (len(axes) == 1 and axes[0] is None):
            perm = list(range(nd - 1, -1, -1))
        else:
            if len(axes) == 1 and isinstance(axes[0], (tuple, list)):
                axes = tuple(axes[0])
            axes = [_dim_int(x) for x in axes]
            if len(axes) != nd:
                raise ValueError("axes don't match array")
            perm = [_norm_axis(x, nd) for x in axes]
            if len(set(perm)) != nd:
                raise ValueError("repeated axis in transpose")
        return _make(self._buf, [self._shape[p] for p in perm], [self._st[p] for p in perm], self._off,
                     self._npdt)

    def swapaxes(self, a1, a2):
        return swapaxes(self, a1, a2)

    def diagonal(self, offset=0, axis1=0, axis2=1):
        # A read-only view, as NumPy's: the two axes go, the diagonal becomes the last axis.
        nd = self.ndim
        if nd < 2:
            raise ValueError("diag requires an array of at least two dimensions")
        i = _norm_axis(axis1, nd)
        j = _norm_axis(axis2, nd)
        if i == j:
            raise ValueError("axis1 and axis2 cannot be the same")
        offset = _c_long(_index_int(offset, "'" + type(offset).__name__ + "' object cannot be interpreted as an integer"))
        ni, nj = self._shape[i], self._shape[j]
        n = _pymax(0, _pymin(ni - _pymax(0, -offset), nj - _pymax(0, offset)))
        off = self._off
        if n > 0:
            off += offset * self._st[j] if offset >= 0 else -offset * self._st[i]
        keep = [d for d in range(nd) if d != i and d != j]
        r = _make(self._buf, [self._shape[d] for d in keep] + [n],
                  [self._st[d] for d in keep] + [self._st[i] + self._st[j]], off, self._npdt)
        r._readonly = True
        return r

    def trace(self, offset=0, axis1=0, axis2=1, dtype=None, out=None):
        return self.diagonal(offset, axis1, axis2).sum(-1, dtype=dtype, out=out)

    def clip(self, min=None, max=None, out=None):
        return _clip(self, min, max, out)

    def squeeze(self, axis=None):
        nd = self.ndim
        if axis is None:
            keep = [d for d in range(nd) if self._shape[d] != 1]
        else:
            axes = axis if isinstance(axis, (tuple, list)) else (axis,)
            drop = [_norm_axis(x, nd) for x in axes]
            for d in drop:
                if self._shape[d] != 1:
                    raise ValueError("cannot select an axis to squeeze out which has size not equal to one")
            keep = [d for d in range(nd) if d not in drop]
        return _make(self._buf, [self._shape[d] for d in keep], [self._st[d] for d in keep], self._off,
                     self._npdt)

    # -- indexing
    def __getitem__(self, key):
        key = _index_key(key)
        r = _index_view(self, key)
        if r is None:
            return _advanced_get(self, key)
        if len(r._shape) == 0 and not _has_ellipsis(key):
            return _scalar(r._t().item(), self.dtype)
        r._readonly = self._readonly
        return r

    def __setitem__(self, key, value):
        if self._readonly:
            raise ValueError("assignment destination is read-only")
        key = _index_key(key)
        r = _index_view(self, key)
        if r is None:
            _advanced_set(self, key, value)
            return
        r._assign(value)

    # -- reductions
    def sum(self, axis=None, dtype=None, out=None, keepdims=False):
        return _reduce("sum", self, axis, dtype, out, keepdims)

    def prod(self, axis=None, dtype=None, out=None, keepdims=False):
        return _reduce("prod", self, axis, dtype, out, keepdims)

    def mean(self, axis=None, dtype=None, out=None, keepdims=False):
        return _reduce("mean", self, axis, dtype, out, keepdims)

    def max(self, axis=None, out=None, keepdims=False):
        return _reduce("max", self, axis, None, out, keepdims)

    def min(self, axis=None, out=None, keepdims=False):
        return _reduce("min", self, axis, None, out, keepdims)

    def any(self, axis=None, out=None, keepdims=False):
        return _reduce("any", self, axis, None, out, keepdims)

    def all(self, axis=None, out=None, keepdims=False):
        return _reduce("all", self, axis, None, out, keepdims)

    def argmax(self, axis=None, out=None, keepdims=False):
        return _argreduce("argmax", self, axis, out, keepdims)

    def argmin(self, axis=None, out=None, keepdims=False):
        return _argreduce("argmin", self, axis, out, keepdims)

    def dot(self, b):
        return dot(self, b)

    def round(self, decimals=0, out=None):
        return round(self, decimals, out)

    def std(self, axis=None, dtype=None, out=None, ddof=0, keepdims=_NoValue, *, where=_NoValue, mean=_NoValue, correction=_NoValue):
        return std(self, axis, dtype, out, ddof, keepdims, where=where, mean=mean, correction=correction)

    def var(self, axis=None, dtype=None, out=None, ddof=0, keepdims=_NoValue, *, where=_NoValue, mean=_NoValue, correction=_NoValue):
        return var(self, axis, dtype, out, ddof, keepdims, where=where, mean=mean, correction=correction)

    def cumsum(self, axis=None, dtype=None, out=None):
        return cumsum(self, axis, dtype, out)

    def cumprod(self, axis=None, dtype=None, out=None):
        return cumprod(self, axis, dtype, out)

    def sort(self, axis=-1, kind=None, order=None, *, stable=None):
        # In place, as NumPy's method.
        self._assign(sort(self, axis))

    def argsort(self, axis=-1, kind=None, order=None, *, stable=None):
        return argsort(self, axis)

    def partition(self, kth, axis=-1, kind="introselect", order=None):
        # In place, as NumPy's method.
        self._assign(_index_tricks.partition(self, kth, axis, kind))

    def argpartition(self, kth, axis=-1, kind="introselect", order=None):
        return _index_tricks.argpartition(self, kth, axis, kind)

    def nonzero(self):
        return nonzero(self)

    def repeat(self, repeats, axis=None):
        return repeat(self, repeats, axis)

    # -- complex parts: views into the float pairs (a real array's real part is itself)
    @property
    def real(self):
        if self.dtype.kind != "c":
            return self.view()
        return self._part(0)

    @real.setter
    def real(self, value):
        self.real._assign(value)

    @property
    def imag(self):
        if self.dtype.kind != "c":
            r = zeros(self._shape, self.dtype)
            r._readonly = True         # NumPy's imag of a real array is a read-only zero array
            return r
        return self._part(1)

    @imag.setter
    def imag(self, value):
        if self.dtype.kind != "c":
            raise TypeError("array does not have imaginary part to set")
        self.imag._assign(value)

    def _part(self, k):
        r = _make(self._buf, self._shape, [2 * x for x in self._st], 2 * self._off + k)
        r._readonly = self._readonly
        return r

    def conj(self):
        return conjugate(self)

    def conjugate(self):
        return conjugate(self)

    # -- arithmetic: the binary operators are installed from _OPERATORS below
    def __neg__(self): return negative(self)
    def __pos__(self): return self.copy()
    def __abs__(self): return absolute(self)
    def __invert__(self): return invert(self)


# The binary operators of arrays and scalars, one row per Python operator: (dunder stem,
# ufunc, whether it has a reflected form, whether arrays have the in-place form). A torch
# tensor met by an operator: see `_operator`; given to a ufunc: `_tensor_ufunc`.
_OPERATORS = (
    ("add", "add", True, True), ("sub", "subtract", True, True),
    ("mul", "multiply", True, True), ("truediv", "true_divide", True, True),
    ("floordiv", "floor_divide", True, True), ("mod", "remainder", True, True),
    ("pow", "power", True, True), ("and", "bitwise_and", True, True),
    ("or", "bitwise_or", True, True), ("xor", "bitwise_xor", True, True),
    ("lshift", "left_shift", True, True), ("rshift", "right_shift", True, True),
    ("matmul", "matmul", True, False),
    ("eq", "equal", False, False), ("ne", "not_equal", False, False),
    ("lt", "less", False, False), ("le", "less_equal", False, False),
    ("gt", "greater", False, False), ("ge", "greater_equal", False, False),
)
_COMPARISONS = ("equal", "not_equal", "less", "less_equal", "greater", "greater_equal")


def _apply(ufunc, x, y):
    if ufunc == "matmul":
        return matmul(x, y)
    if ufunc in _COMPARISONS:
        return _compare(ufunc, x, y)
    return _binary(ufunc, x, y)


def _operator(dunder, ufunc, reflected, arrays):
    """The method `dunder` computing `ufunc` (operands swapped when `reflected`). A
    torch.Tensor operand: an array's (`arrays`) goes to `_with_torch`; a scalar's is the
    tensor's own operator, the scalar a Python number (a NumPy scalar defers to the tensor's
    __array_priority__, and PyTorch's parser reads it as a Number)."""
    def op(self, o):
        if isinstance(o, torch.Tensor):
            if arrays:
                return _with_torch(ufunc, self, o, reflected)
            if ufunc in _TORCH_OPS:
                x, y = (o, _torch_number(self)) if reflected else (_torch_number(self), o)
                return _TORCH_OPS[ufunc](x, y)
        if arrays and ufunc == "power" and not reflected:
            r = _fast_scalar_power(self, o)
            if r is not None:
                return r
        if not arrays:
            r = _fast_scalar(ufunc, o, self) if reflected else _fast_scalar(ufunc, self, o)
            if r is not None:
                return r
            r = _scalar_with_object(ufunc, self, o, reflected)
            if r is not _NO_OBJECT:
                return r
        return _apply(ufunc, o, self) if reflected else _apply(ufunc, self, o)
    op.__name__ = dunder
    return op


# Python's operators, for a NumPy scalar meeting an object NumPy has no dtype for.
_PY_OPS = {
    "add": lambda a, b: a + b, "subtract": lambda a, b: a - b, "multiply": lambda a, b: a * b,
    "true_divide": lambda a, b: a / b, "floor_divide": lambda a, b: a // b,
    "remainder": lambda a, b: a % b, "power": lambda a, b: a**b,
    "bitwise_and": lambda a, b: a & b, "bitwise_or": lambda a, b: a | b,
    "bitwise_xor": lambda a, b: a ^ b, "left_shift": lambda a, b: a << b,
    "right_shift": lambda a, b: a >> b,
    "equal": lambda a, b: a == b, "not_equal": lambda a, b: a != b, "less": lambda a, b: a < b,
    "less_equal": lambda a, b: a <= b, "greater": lambda a, b: a > b,
    "greater_equal": lambda a, b: a >= b,
}
_NO_OBJECT = object()
_FAST_KINDS = {"float64": "float64", "int64": "int64", "float32": "float32"}
_FAST_ARITH = {
    "add": lambda a, b: a + b, "subtract": lambda a, b: a - b, "multiply": lambda a, b: a * b,
    "true_divide": lambda a, b: a / b, "power": lambda a, b: a**b,
}
_FAST_COMPARE = {
    "equal": lambda a, b: a == b, "not_equal": lambda a, b: a != b, "less": lambda a, b: a < b,
    "less_equal": lambda a, b: a <= b, "greater": lambda a, b: a > b,
    "greater_equal": lambda a, b: a >= b,
}


def _fast_kind(v):
    t = type(v)
    if t is float:
        return "pyfloat"
    if t is int:
        return "pyint" if _INTP_MIN <= v <= _INTP_MAX else None
    if isinstance(v, generic):
        return _FAST_KINDS.get(v._dtname)
    return None


def _fast_scalar(ufunc, x, y):
    """NumPy-scalar arithmetic and comparisons without arrays: float64/float32/int64 scalars
    with each other or a Python float/int, computed on Python numbers and wrapped back with
    NumPy 2's result type (NEP 50: a Python number takes the scalar's dtype, a float32 value
    rounded to float32 — double rounding of one + - * / is exact). Anything NumPy would warn
    about (division by zero, overflow, an invalid nan, int64 wrap-around) or a power outside
    a positive finite float64 base returns None, so the array path gives NumPy's answer."""
    arith = _FAST_ARITH.get(ufunc)
    if arith is None and ufunc not in _FAST_COMPARE:
        return None
    kx = _fast_kind(x)
    if kx is None:
        return None
    ky = _fast_kind(y)
    if ky is None or (kx[0] == "p" and ky[0] == "p"):
        return None
    kinds = (kx, ky)
    if "float64" in kinds or ("float32" in kinds and "int64" in kinds):
        rd = _FLOAT64
    elif "float32" in kinds:
        rd = _FLOAT32
    elif "pyfloat" in kinds or ufunc == "true_divide":
        rd = _FLOAT64
    else:
        rd = _INT64
    a = x._v if kx[0] != "p" else x
    b = y._v if ky[0] != "p" else y
    if rd is _INT64:
        if arith is None:
            return _scalar(_FAST_COMPARE[ufunc](a, b), _BOOL)
        if ufunc == "power":
            return None
        r = arith(a, b)
        if r < _INTP_MIN or r > _INTP_MAX:
            return None
        return _scalar(r, _INT64)
    a = float(a)
    b = float(b)
    if rd is _FLOAT32:
        if ufunc == "power":
            return None
        if kx == "pyint" or ky == "pyint":
            if _pymax(abs(a), abs(b)) > 9007199254740992.0:
                return None             # a big int rounds straight to float32 in NumPy
        if kx[0] == "p":
            a = _cast_value(a, _FLOAT32)
        if ky[0] == "p":
            b = _cast_value(b, _FLOAT32)
        if math.isinf(a) != math.isinf(x if kx[0] == "p" else a) or \
                math.isinf(b) != math.isinf(y if ky[0] == "p" else b):
            return None                 # a Python float past float32's range: NumPy warns
    if arith is None:
        return _scalar(_FAST_COMPARE[ufunc](a, b), _BOOL)
    if ufunc == "true_divide" and b == 0.0:
        return None
    if ufunc == "power" and not (a > 0.0 and math.isfinite(a) and math.isfinite(b)):
        return None
    try:
        r = arith(a, b)
    except OverflowError:
        return None
    if rd is _FLOAT32:
        r = _cast_value(r, _FLOAT32)
    if math.isnan(r) and not (math.isnan(a) or math.isnan(b)):
        return None
    if math.isinf(r) and math.isfinite(a) and math.isfinite(b):
        return None
    return _scalar(r, rd)
_SEQUENCES = (list, tuple, str, bytes, bytearray)


def _scalar_with_object(ufunc, s, o, reflected):
    """NumPy 2's scalar `s` meeting `o` outside the numeric tower, or _NO_OBJECT to go on.
    A sequence times an integer scalar is Python's repetition (the scalar has __index__),
    times any other scalar the TypeError Python gives a float. An object NumPy has no dtype
    for (a user class, a Fraction, a Decimal, None, a set) goes through the object ufunc
    loop: Python's own operator on the scalar's value as a Python number, so the object's
    reflected method (`__rmul__`) sees an int or float, and a failure is Python's TypeError
    naming 'int'/'float'."""
    if isinstance(o, (ndarray, generic, bool, int, float, complex, range)):
        return _NO_OBJECT
    if isinstance(o, _SEQUENCES):
        if ufunc != "multiply":
            return _NO_OBJECT
        if s.dtype.kind not in "iu":
            raise TypeError("can't multiply sequence by non-int of type 'numpy." + s.dtype.name + "'")
        return o * int(s._v)
    if isinstance(o, torch.Tensor):
        return _NO_OBJECT
    fn = _PY_OPS.get(ufunc)
    if fn is None:
        return _NO_OBJECT
    return fn(o, s._v) if reflected else fn(s._v, o)


def _fast_scalar_power(x, o, out=None):
    """`x ** o` for an array as NumPy's `fast_scalar_power` (number.c): a float or complex
    array to the exact Python int -1 or 2, or the exact float 0.5, is the reciprocal, square
    or sqrt ufunc (`x * x`, rounded once, not pow's); anything else is None, for the power
    ufunc. np.power itself never takes this path."""
    if x.dtype.kind not in "fc":
        return None
    if type(o) is int and o == 2:
        return square(x, out)
    if type(o) is int and o == -1 and x.dtype.kind == "f":
        return reciprocal(x, out)       # (stridelab's complex reciprocal is refused)
    if type(o) is float and o == 0.5:
        return sqrt(x, out)
    return None


def _inplace(dunder, ufunc):
    def op(self, o):
        if ufunc == "power":
            r = _fast_scalar_power(self, o, self)
            if r is not None:
                return r
        return _binary(ufunc, self, o, self)
    op.__name__ = dunder
    return op


def _install_operators(cls, arrays):
    for stem, ufunc, reflects, inplace in _OPERATORS:
        if ufunc == "matmul" and not arrays:
            continue                # NumPy's scalars have no `@`
        setattr(cls, "__" + stem + "__", _operator("__" + stem + "__", ufunc, False, arrays))
        if reflects:
            setattr(cls, "__r" + stem + "__", _operator("__r" + stem + "__", ufunc, True, arrays))
        if inplace and arrays:
            setattr(cls, "__i" + stem + "__", _inplace("__i" + stem + "__", ufunc))


_install_operators(ndarray, True)
_install_operators(generic, False)


def _shape_text(shape):
    if len(shape) == 1:
        return "(" + str(shape[0]) + ",)"
    return "(" + ", ".join([str(s) for s in shape]) + ")"


def _reshape_text(shape):
    # NumPy's reshape message: no spaces, the unknown dimension named "newaxis".
    # (NumPy 2.4 drops a leading unknown dimension from the text: (-1, 5) reads "(5)".)
    parts = ["newaxis" if s == -1 else str(s) for s in shape]
    if len(shape) > 0 and shape[0] == -1:
        return "(" + ",".join(parts[1:]) + ")"
    return "(" + ",".join(parts) + ("," if len(parts) == 1 else "") + ")"


def _has_ellipsis(key):
    if key is ...:
        return True
    if isinstance(key, tuple):
        for k in key:
            if k is ...:
                return True
    return False


def _is_int_key(k):
    if isinstance(k, bool):
        return False
    if isinstance(k, int):
        return True
    return isinstance(k, generic) and k.dtype.kind in "iu"


def _index_view(a, key):
    """Basic indexing (ints, slices, None, ...): a view; None for advanced indexing."""
    items = key if isinstance(key, tuple) else (key,)
    for k in items:
        if isinstance(k, (ndarray, list, bool)) or (isinstance(k, generic) and k.dtype is _BOOL):
            return None
    nd = len(a._shape)
    consumed = 0
    ellipses = 0
    for k in items:
        if k is ...:
            ellipses = ellipses + 1
        elif k is None:
            pass
        elif isinstance(k, slice) or _is_int_key(k):
            consumed = consumed + 1
        else:
            raise IndexError(_BAD_INDEX)
    if ellipses > 1:
        raise IndexError("an index can only have a single ellipsis ('...')")
    if consumed > nd:
        raise IndexError("too many indices for array: array is " + str(nd) +
                         "-dimensional, but " + str(consumed) + " were indexed")
    full = []
    for k in items:
        if k is ...:
            for _ in range(nd - consumed):
                full.append(slice(None))
        else:
            full.append(k)
    if ellipses == 0:
        for _ in range(nd - consumed):
            full.append(slice(None))
    shape = []
    st = []
    off = a._off
    d = 0
    for k in full:
        if k is None:
            shape.append(1)
            st.append(0)
        elif isinstance(k, slice):
            start, step, count = _slice_indices(k, a._shape[d])
            if count > 0:
                off = off + start * a._st[d]
            shape.append(count)
            st.append(a._st[d] * step)
            d = d + 1
        else:
            i = int(k)
            n = a._shape[d]
            if i < -n or i >= n:
                raise IndexError("index " + str(i) + " is out of bounds for axis " + str(d) +
                                 " with size " + str(n))
            if i < 0:
                i = i + n
            off = off + i * a._st[d]
            d = d + 1
    return _make(a._buf, shape, st, off, a._npdt)


def _index_array(k):
    """An index list or array as NumPy reads it: an empty list is an (empty) integer array,
    not float64's."""
    arr = asarray(k)
    if isinstance(k, list) and arr.size == 0:
        arr = arr.astype(_INT64)
    return arr


def _check_bounds(shape, key):
    """NumPy's IndexErrors for an advanced index, in NumPy's order: an index array that is
    neither integer nor bool, too many indices, index arrays that do not broadcast together
    (listing each non-0-d one, a bool array as one (count,) per dim it spans), then an
    integer or integer-array index out of range, naming the array's own axis (torch would
    name a dim of its transposed view)."""
    items = key if isinstance(key, tuple) else (key,)
    consumed = 0
    shapes = []
    for k in items:
        if isinstance(k, (list, ndarray)):
            arr = _index_array(k)
            if arr.dtype is _BOOL:
                consumed += arr.ndim
                shapes += [(int(arr._t().sum().item()),)] * arr.ndim
            elif arr.dtype.kind not in "iu":
                raise IndexError(_BAD_INDEX)
            else:
                consumed += 1
                if arr.ndim > 0:
                    shapes.append(arr.shape)
        elif not (k is None or k is Ellipsis or isinstance(k, (bool, bool_))):
            consumed += 1
    if consumed > len(shape):
        raise IndexError("too many indices for array: array is " + str(len(shape)) +
                         "-dimensional, but " + str(consumed) + " were indexed")
    if not _broadcastable(shapes):
        raise IndexError("shape mismatch: indexing arrays could not be broadcast together "
                         "with shapes " + "".join([_np_shape(sh) + " " for sh in shapes]))
    axis = 0
    for k in items:
        if k is Ellipsis:
            axis += len(shape) - consumed
            continue
        if k is None or isinstance(k, (bool, bool_)):
            continue
        if isinstance(k, (list, ndarray)):
            arr = _index_array(k)
            if arr.dtype is _BOOL:
                axis += arr.ndim
                continue
            values = arr.reshape(-1).tolist() if arr.dtype.kind in "iu" else []
        elif _is_int_key(k):
            values = [int(k)]
        else:
            values = []
        if axis < len(shape):
            n = shape[axis]
            for i in values:
                if i < -n or i >= n:
                    raise IndexError("index " + str(i) + " is out of bounds for axis " +
                                     str(axis) + " with size " + str(n))
        axis += 1


def _broadcastable(shapes):
    nd = 0
    for sh in shapes:
        nd = _pymax(nd, len(sh))
    for i in range(1, nd + 1):
        size = 1
        for sh in shapes:
            if len(sh) >= i and sh[-i] != 1:
                if size != 1 and sh[-i] != size:
                    return False
                size = sh[-i]
    return True


def _torch_key(key, device):
    """`key` as torch indexes it the way NumPy does. Once any index is an array, NumPy makes
    every integer (and 0-d integer array) an advanced index too, so `a[0, :, [1, 2]]` puts the
    broadcast index dims first; PyTorch would select the int away first (shape (3, 2) where
    NumPy's is (2, 3)). Such ints go to torch as one-element index tensors, which broadcast
    like NumPy's 0-d ones against arrays of at least one dim (PyTorch reads a 0-d tensor as
    an int)."""
    items = key if isinstance(key, tuple) else (key,)
    arrays = _pyany([isinstance(k, list) or (isinstance(k, ndarray) and k.ndim > 0) for k in items])
    out = []
    for k in items:
        if isinstance(k, ndarray):
            t = k._t().to(device)
            if arrays and k.ndim == 0 and k.dtype.kind in "iu":
                t = t.reshape(1)
            out.append(t)
        elif isinstance(k, list):
            out.append(_index_array(k)._t().to(device))
        elif arrays and _is_int_key(k):
            out.append(torch.tensor([int(k)], device=device))
        elif isinstance(k, generic):
            out.append(k._v)
        else:
            out.append(k)
    return tuple(out)


def _refuse_complex_fancy(a):
    if a.dtype.kind == "c":
        raise NotImplementedError("indexing a complex array with an index array or a mask is "
                                  "not supported in stridelab (integers and slices are)")


def _advanced_get(a, key):
    _refuse_complex_fancy(a)
    _check_bounds(a._shape, key)
    t = a._t()
    try:
        r = t[_torch_key(key, t.device)]
    except IndexError as e:
        raise _numpy_words(e) from None
    if r.dim() == 0:
        # Every index an integer, one of them a 0-d array (`g[0, 1, np.array(2)]`): NumPy
        # gives the element as a scalar, as for plain integers.
        return _scalar(r.item(), a.dtype)
    block, inv = _fancy_layout(r, a, key)
    # The block keeps its strides (no `_new`, which would wrap uint16 into a C-order copy:
    # its values came from the array, so they are in range); a transposed one is a view
    # whose base is the block.
    res = _from_torch(block, a._npdt)
    if block.numel() == 0:
        res._st = (0,) * len(res._st)
    return res if inv is None else res.transpose(inv)


def _numpy_words(e):
    # torch's "out of bounds for dimension 0" is NumPy's "out of bounds for axis 0".
    return IndexError(str(e).replace(" for dimension ", " for axis "))


def _fancy_layout(r, a, key):
    """Advanced-indexing result `r` (torch's, of array `a`) laid out as NumPy allocates it:
    a fresh block whose index dims are outermost (C order among themselves) and whose other
    dims (the subspace) follow the source's memory order (NPY_KEEPORDER: sorted by |stride|
    of the view they come from, stably, a None dim counting stride 0), so `f[[0]]` of an
    F-ordered `f` keeps F order inside. When the index dims sit together after a slice or
    None, the result is that block transposed into place: (block, permutation); else
    (block, None). NumPy 2 gives an empty result zero strides."""
    items = list(key) if isinstance(key, tuple) else [key]
    ndim = a.ndim
    consumed, adv = 0, []
    for i, k in enumerate(items):
        if isinstance(k, (bool, bool_)):
            return r.contiguous(), None
        if isinstance(k, (list, ndarray)):
            arr = asarray(k)
            consumed += arr.ndim if arr.dtype is _BOOL else 1
            adv.append(i)
        elif isinstance(k, (int, generic)):
            consumed += 1
            adv.append(i)
        elif isinstance(k, slice):
            consumed += 1
    if not adv:
        return r.contiguous(), None
    sub, d, start = [], 0, 0
    for i, k in enumerate(items):
        if k is None:
            sub.append(0)
        elif k is Ellipsis:
            for _ in range(ndim - consumed):
                sub.append(_pyabs(a._st[d]))
                d += 1
        elif isinstance(k, slice):
            step = 1 if k.step is None else int(k.step)
            sub.append(_pyabs(a._st[d] * step))
            d += 1
        else:
            if i == adv[0]:
                start = len(sub)
            arr = asarray(k) if isinstance(k, (list, ndarray)) else None
            d += arr.ndim if arr is not None and arr.dtype is _BOOL else 1
    while d < ndim:
        sub.append(_pyabs(a._st[d]))
        d += 1
    if adv != list(range(adv[0], adv[-1] + 1)):
        start = 0
    shape = list(r.shape)
    n_adv = len(shape) - len(sub)
    if n_adv < 0:
        return r.contiguous(), None
    idx = list(range(start, start + n_adv))
    rest = [j for j in range(len(shape)) if j < start or j >= start + n_adv]
    sub_shape = [shape[j] for j in rest]
    st_sub = [0] * len(sub)
    st_adv = [0] * n_adv
    if r.numel() > 0:
        cur = 1
        for j in reversed(sorted(range(len(sub)), key=lambda j: -sub[j])):
            st_sub[j] = cur
            cur *= sub_shape[j]
        for j in range(n_adv - 1, -1, -1):
            st_adv[j] = cur
            cur *= shape[start + j]
    perm = idx + rest
    p = r.permute(perm)
    block = torch.as_strided(torch.empty(r.numel(), dtype=r.dtype, device=r.device),
                             tuple(p.shape), tuple(st_adv + st_sub), 0)
    block.copy_(p)
    if start == 0:
        return block, None
    inv = [0] * len(perm)
    for i, q in enumerate(perm):
        inv[q] = i
    return block, inv


def _advanced_set(a, key, value):
    if _pyany([s < 0 for s in a._st]):
        raise NotImplementedError("assignment through an index array into an array with negative strides is not supported in stridelab")
    _refuse_complex_fancy(a)
    t = torch.as_strided(a._buf, a._shape, a._st, a._off)
    _check_bounds(a._shape, key)
    v = _value_tensor(value, a.dtype, t.device)
    k = _torch_key(key, t.device)
    try:
        t[k] = v
    except IndexError as e:
        raise _numpy_words(e) from None
    except RuntimeError as e:
        if not str(e).startswith("shape mismatch"):
            raise
        raise ValueError("shape mismatch: value array of shape " + _np_shape(tuple(v.shape)) +
                         " could not be broadcast to indexing result of shape " +
                         _np_shape(tuple(t[k].shape))) from None


def _np_shape(shape):
    # NumPy's error spelling of a shape: (3,2), (5,), ().
    if len(shape) == 1:
        return "(" + str(shape[0]) + ",)"
    return "(" + ",".join([str(n) for n in shape]) + ")"


def _assign_ints(a, value):
    """NumPy writes a list into an integer array element by element, so a Python int out of
    the dtype's range is an OverflowError after the elements before it were written (`x[:] =
    [127, 128]` of int8 leaves x[0] == 127), not a wrapped value."""
    flat = []
    _flat_ints(value, flat)
    lo, hi = _INT_RANGES[a.dtype.name]
    for k in range(len(flat)):
        v = flat[k]
        if isinstance(v, int) and not isinstance(v, bool) and (v < lo or v > hi):
            if len(flat) == a.size and k > 0:
                done = a._t().clone().reshape(-1)
                done[:k] = torch.tensor(flat[:k], dtype=torch.int64).to(done.dtype)
                a._assign(_new(done.reshape(a._shape), a._npdt))
            raise OverflowError("Python integer " + str(v) + " out of bounds for " + a.dtype.name)


def _value_tensor(value, dt, device):
    """`value` as a tensor of `dt` for assignment (NumPy casts unsafely here)."""
    if isinstance(value, ndarray):
        return _wrap(_cast_tensor(value._t(), dt), dt).to(device)
    if isinstance(value, generic):
        value = value._v
    if isinstance(value, (list, tuple)):
        return _wrap(_cast_tensor(asarray(value)._t(), dt), dt).to(device)
    if isinstance(value, torch.Tensor):
        return _cast_tensor(value.detach(), dt).to(device)
    if isinstance(value, complex):
        # NumPy's setitem converts with float()/int(): a complex is refused there.
        return torch.tensor(_cast_value(value, dt), dtype=dt._torch, device=device)
    if isinstance(value, (bool, int, float)):
        if dt.kind in "iu" and isinstance(value, int) and not isinstance(value, bool):
            _cast_value(value, dt)
        if dt.kind in "iu" and isinstance(value, float):
            value = _cast_value(value, dt)
        return torch.tensor(value, dtype=dt._torch, device=device)
    raise TypeError("int() argument must be a string, a bytes-like object or a real number, not '" +
                    type(value).__name__ + "'")


def _cast_tensor(t, dt):
    # An unsafe cast to dt's buffer type (float to uint16 goes through int64, as C's does; a
    # complex to a real type keeps the real part, as NumPy's cast does with a ComplexWarning).
    if t.is_complex() and dt.kind != "c":
        import warnings
        warnings.warn("Casting complex values to real discards the imaginary part",
                      exceptions.ComplexWarning, stacklevel=3)
        t = t.real
    if dt is _UINT16 and t.dtype.is_floating_point:
        t = t.to(torch.int64)
    return t.to(dt._torch)


# ----------------------------------------------------------------------------- creation

def _nested(obj, depth):
    """(flat values, shape, dtype or None) of nested lists/tuples/arrays/scalars."""
    if isinstance(obj, ndarray) and obj._is_strings:
        raise _strings.HasStr()
    if isinstance(obj, ndarray):
        return obj.reshape(-1).tolist(), obj.shape, obj.dtype
    if isinstance(obj, str):
        raise _strings.HasStr()      # np.array takes the string path (numpy_strings.py)
    if isinstance(obj, generic):
        return [obj._v], (), obj.dtype
    if isinstance(obj, torch.Tensor):
        a = obj.numpy()
        return a.reshape(-1).tolist(), a.shape, a.dtype
    if isinstance(obj, (list, tuple)):
        if depth > 64:
            raise ValueError("object too deep for desired array")
        if len(obj) == 0:
            return [], (0,), None
        vals = []
        shape = None
        dt = None
        for x in obj:
            v, s, d = _nested(x, depth + 1)
            if shape is None:
                shape = s
            elif s != shape:
                raise ValueError("setting an array element with a sequence. The requested "
                                 "array has an inhomogeneous shape after " + str(depth + 1) +
                                 " dimensions. The detected shape was " + _shape_text((len(obj),)) +
                                 " + inhomogeneous part.")
            if d is not None:
                dt = d if dt is None else _promote(dt, d)
            vals.extend(v)
        return vals, (len(obj),) + tuple(shape), dt
    if isinstance(obj, bool):
        return [obj], (), _BOOL
    if isinstance(obj, int):
        if obj < -9223372036854775808 or obj > 9223372036854775807:
            raise OverflowError("Python integer " + str(obj) + " out of bounds for int64")
        return [obj], (), _INT64
    if isinstance(obj, float):
        return [obj], (), _FLOAT64
    if isinstance(obj, complex):
        return [obj], (), _COMPLEX128
    if _is_sequence(obj):
        # Any other sequence (range, deque, a class with __len__ and __getitem__) is read
        # item by item, as NumPy's PySequence path reads it.
        return _nested([obj[i] for i in range(len(obj))], depth)
    raise NotImplementedError("np.array of a " + type(obj).__name__ + " makes a 0-d object array "
                              "(dtype=object) in NumPy, which stridelab does not support; pass a "
                              "list (list(...)) or use np.fromiter")


def _is_sequence(obj):
    # PySequence_Check: __getitem__ (and here __len__) on a type that is no mapping or set.
    if isinstance(obj, range):
        return True
    if isinstance(obj, (dict, set, frozenset)) or hasattr(obj, "keys"):
        return False
    return hasattr(type(obj), "__getitem__") and hasattr(type(obj), "__len__")


def _refuse_object_array(obj, dt):
    # np.array(generator, dtype=float): NumPy's float()/int() of the one object.
    if dt.kind == "f":
        raise TypeError("float() argument must be a string or a real number, not '" +
                        type(obj).__name__ + "'")
    if dt.kind in "iu":
        raise TypeError("int() argument must be a string, a bytes-like object or a real number, "
                        "not '" + type(obj).__name__ + "'")
    if dt.kind == "c":
        raise TypeError("complex() first argument must be a string or a number, not '" +
                        type(obj).__name__ + "'")


_NO_COPY = ("Unable to avoid copy while creating an array as requested.\nIf using "
            "`np.array(obj, copy=False)` replace it with `np.asarray(obj)` to allow a copy when "
            "needed (no behavior change in NumPy 1.x).\nFor more details, see "
            "https://numpy.org/devdocs/numpy_2_0_migration_guide.html#adapting-to-changes-in-the-"
            "copy-keyword.")


def _tensor_array(t, copy):
    # Tensor.__array__(dtype=None) is t.numpy(); it takes no `copy`, so NumPy 2 cannot
    # promise copy=False through it.
    if copy is False:
        raise ValueError(_NO_COPY)
    return t.numpy()


def array(object, dtype=None, *, copy=True, order="K", subok=False, ndmin=0, like=None):
    order = _order_name(order, "K")
    if isinstance(object, torch.Tensor):
        object = _tensor_array(object, copy)
    if isinstance(object, ndarray) and not copy:
        if (dtype is None or _dtype_of(dtype) is object.dtype) and _has_order(object, order):
            while object.ndim < ndmin:
                object = object[None]
            return object
    if copy is False:
        raise ValueError(_NO_COPY)
    if isinstance(object, ndarray):
        r = object.astype(object.dtype if dtype is None else dtype, order=order)
    elif dtype is not None and _strings._is_str_dtype(dtype):
        r = _strings.from_nested(object, dtype)
    else:
        if dtype is not None and not isinstance(object, (list, tuple, ndarray, generic, bool, int, float,
                                                         complex, str)) and not _is_sequence(object):
            _refuse_object_array(object, _dtype_of(dtype))
        try:
            vals, shape, dt = _nested(object, 0)
        except _strings.HasStr:
            return _strings.from_nested(object, dtype, ndmin)
        if dtype is not None:
            dt = _dtype_of(dtype)
        elif dt is None:
            dt = _FLOAT64
        if dt.kind in "iu":
            vals = [_cast_value(v, dt) if not isinstance(v, float) else v for v in vals]
        if dt.kind != "c" and _pyany([isinstance(v, complex) for v in vals]):
            _cast_value(1j, dt)       # float()/int() of a complex: NumPy's TypeError
        t = torch.tensor(vals, dtype=dt._torch).reshape(shape)
        r = _new(t, dt)
        if order == "F" and r.ndim > 1:
            r = r.copy(order="F")
    while r.ndim < ndmin:
        r = r[None]
    return r


def fromiter(iter, dtype, count=-1, *, like=None):
    """np.fromiter: a 1-d array of the iterable's first `count` items (all when -1), each
    one value converted to `dtype` as np.array converts it."""
    count = _index_int(count, "'" + type(count).__name__ + "' object cannot be interpreted as an integer")
    items = []
    if count != 0:
        for v in iter:
            items.append(v)
            if count > 0 and len(items) == count:
                break
    if count > 0 and len(items) < count:
        raise ValueError("iterator too short: Expected " + str(count) + " but iterator had only " +
                         str(len(items)) + " items.")
    for v in items:
        if isinstance(v, (list, tuple, ndarray)) and not (isinstance(v, ndarray) and v.ndim == 0):
            raise ValueError("setting an array element with a sequence.")
    dt = _FLOAT64 if dtype is None else dtype
    if len(items) == 0:
        return zeros((0,), dt)
    return array(items, dt)


def _has_order(a, order):
    # Whether `a` may stand for itself where `order` is asked (np.asarray, copy=None).
    if order == "C":
        return a.size == 0 or _is_c_contiguous(a)
    if order == "F":
        return a.size == 0 or _is_f_contiguous(a)
    return True


def asarray(a, dtype=None, order=None, *, copy=None, like=None):
    order = _order_name(order, "K")
    if isinstance(a, torch.Tensor):
        # Tensor.__array__: t.numpy(), sharing the tensor's memory (its base is the tensor);
        # another dtype is `astype(dtype, copy=False)` of it.
        a = _tensor_array(a, copy)
    if isinstance(a, ndarray):
        if (dtype is None or _dtype_of(dtype) is a.dtype) and (copy or not _has_order(a, order)):
            if copy is False:
                raise ValueError(_NO_COPY)
            return a.copy(order="K" if order == "A" else order)
        if dtype is None or _dtype_of(dtype) is a.dtype:
            return a
        if copy is False:
            raise ValueError(_NO_COPY)
        return a.astype(dtype, order=order)
    if copy is False:
        raise ValueError(_NO_COPY)
    return array(a, dtype, order=order)


def ascontiguousarray(a, dtype=None, *, like=None):
    # NumPy 2: an array of at least one dimension, C-contiguous.
    return array(a, dtype, copy=None, order="C", ndmin=1)


def asfortranarray(a, dtype=None, *, like=None):
    return array(a, dtype, copy=None, order="F", ndmin=1)


def _c_strides(shape):
    # C-order strides in elements, a size-0 dim counting as 1 (as NumPy fills them).
    st = []
    expect = 1
    for d in range(len(shape) - 1, -1, -1):
        st.insert(0, expect)
        expect = expect * _pymax(shape[d], 1)
    return tuple(st)


def _nocopy_strides(old_shape, old_st, shape):
    """NumPy's `_attempt_nocopy_reshape` (C order): strides that view the same elements in
    the new shape, or None when the old axes that merge are not contiguous enough."""
    dims = [old_shape[i] for i in range(len(old_shape)) if old_shape[i] != 1]
    ost = [old_st[i] for i in range(len(old_shape)) if old_shape[i] != 1]
    new = [0] * len(shape)
    oi, oj, ni, nj = 0, 1, 0, 1
    while ni < len(shape) and oi < len(dims):
        np_ = shape[ni]
        op = dims[oi]
        while np_ != op:
            if np_ < op:
                np_ = np_ * shape[nj]
                nj += 1
            else:
                op = op * dims[oj]
                oj += 1
        for ok in range(oi, oj - 1):
            if ost[ok] != dims[ok + 1] * ost[ok + 1]:
                return None
        new[nj - 1] = ost[oj - 1]
        for nk in range(nj - 1, ni, -1):
            new[nk - 1] = new[nk] * shape[nk]
        ni = nj
        nj += 1
        oi = oj
        oj += 1
    last = new[ni - 1] if ni >= 1 else 1
    for nk in range(ni, len(shape)):
        new[nk] = last
    return tuple(new)


def _is_c_contiguous(a):
    expect = 1
    for d in range(a.ndim - 1, -1, -1):
        if a._shape[d] != 1 and a._st[d] != expect:
            return False
        expect = expect * a._shape[d]
    return True


def _is_f_contiguous(a):
    expect = 1
    for d in range(a.ndim):
        if a._shape[d] != 1 and a._st[d] != expect:
            return False
        expect = expect * a._shape[d]
    return True


def _is_f_order(a):
    # NumPy's 'A': Fortran when the array is F-contiguous and not C-contiguous.
    return _is_f_contiguous(a) and not _is_c_contiguous(a)


_ORDERS = ("C", "F", "A", "K")


def _order_name(order, default="C"):
    """NumPy's PyArray_OrderConverter: 'C', 'F', 'A' or 'K' (either case); None is `default`."""
    if order is None:
        return default
    if isinstance(order, str) and order.upper() in _ORDERS:
        return order.upper()
    raise ValueError("order must be one of 'C', 'F', 'A', or 'K' (got " + repr(order) + ")")


def _new_array_order(order):
    # np.zeros/ones/empty/full lay a new array out in C or F order only.
    order = _order_name(order)
    if order in ("A", "K"):
        raise ValueError("only 'C' or 'F' order is permitted")
    return order


def _memory_order(a, order):
    """The axes of `a`, outermost first, in the order a copy lays them out in memory: C,
    F (reversed), A (F for an F-ordered array) or K (as `a` lies: by decreasing |stride|, ties
    in C order, NumPy's PyArray_CreateSortedStridePerm)."""
    nd = a.ndim
    if order == "F" or (order == "A" and _is_f_order(a)):
        return list(range(nd - 1, -1, -1))
    if order == "K" and not _is_c_contiguous(a):
        if _is_f_contiguous(a):
            return list(range(nd - 1, -1, -1))
        return sorted(range(nd), key=lambda d: -_pyabs(a._st[d]))
    return list(range(nd))


def _laid_out(a, t, order, npdt):
    """A fresh array of `t`'s values (`a`'s shape), its memory in `order` as NumPy's copies
    lay it out (base None)."""
    perm = _memory_order(a, _order_name(order))
    if perm == list(range(a.ndim)):
        return _new(_fresh(t), npdt)
    r = _new(_fresh(t.permute(perm)), npdt)
    _relabel(r, a._shape, perm)
    return r


def _relabel(r, shape, perm):
    # `r` holds `shape` permuted by `perm` contiguously: name its axes back in `shape`'s order.
    if r.size == 0:
        r._shape = tuple(shape)
        return
    st = [0] * len(perm)
    for i in range(len(perm)):
        st[perm[i]] = r._st[i]
    r._shape = tuple(shape)
    r._st = tuple(st)


def _in_order(r, order):
    """A new array `r` whose values are all equal (a filled one) in NumPy's `order`: only
    its strides change."""
    if _new_array_order(order) == "F" and r.size > 0:
        r._st = _f_strides(r._shape)
    return r


def _f_strides(shape):
    st = []
    expect = 1
    for n in shape:
        st.append(expect)
        expect = expect * _pymax(n, 1)
    return tuple(st)


class _Flags:
    """ndarray.flags (numpy._core.multiarray.flagsobj): the contiguity and ownership of the
    array at the time it is read; `writeable` can be set."""

    _KEYS = {"C_CONTIGUOUS": "c_contiguous", "C": "c_contiguous", "CONTIGUOUS": "c_contiguous",
             "F_CONTIGUOUS": "f_contiguous", "F": "f_contiguous", "FORTRAN": "f_contiguous",
             "OWNDATA": "owndata", "O": "owndata", "WRITEABLE": "writeable", "W": "writeable",
             "ALIGNED": "aligned", "A": "aligned", "WRITEBACKIFCOPY": "writebackifcopy",
             "X": "writebackifcopy", "FNC": "fnc", "FORC": "forc", "BEHAVED": "behaved",
             "B": "behaved", "CARRAY": "carray", "CA": "carray", "FARRAY": "farray",
             "FA": "farray"}

    def __init__(self, a):
        self._a = a

    @property
    def c_contiguous(self):
        return self._a.size == 0 or _is_c_contiguous(self._a)

    @property
    def f_contiguous(self):
        return self._a.size == 0 or _is_f_contiguous(self._a)

    contiguous = c_contiguous
    fortran = f_contiguous

    @property
    def owndata(self):
        return self._a._base is None

    @property
    def writeable(self):
        return not self._a._readonly

    @writeable.setter
    def writeable(self, value):
        self._a._readonly = not value

    @property
    def aligned(self):
        return True

    @property
    def writebackifcopy(self):
        return False

    @property
    def fnc(self):
        return self.f_contiguous and not self.c_contiguous

    @property
    def forc(self):
        return self.f_contiguous or self.c_contiguous

    @property
    def behaved(self):
        return self.writeable

    @property
    def carray(self):
        return self.c_contiguous and self.writeable

    @property
    def farray(self):
        return self.fnc and self.writeable

    def __getitem__(self, key):
        name = self._KEYS.get(key) if isinstance(key, str) else None
        if name is None:
            raise KeyError("Unknown flag")
        return getattr(self, name)

    def __setitem__(self, key, value):
        if self._KEYS.get(key) != "writeable":
            raise KeyError("Unknown flag")
        self.writeable = value

    def __repr__(self):
        return ("  C_CONTIGUOUS : " + str(self.c_contiguous) + "\n  F_CONTIGUOUS : " +
                str(self.f_contiguous) + "\n  OWNDATA : " + str(self.owndata) +
                "\n  WRITEABLE : " + str(self.writeable) + "\n  ALIGNED : True\n"
                "  WRITEBACKIFCOPY : False\n")

    def __getattr__(self, name):
        raise AttributeError("'numpy._core.multiarray.flagsobj' object has no attribute '" + name + "'")


def _filled(shape, value, dt):
    shape = _new_shape(shape)
    return _new(_allocated(lambda: torch.full(shape, value, dtype=dt._torch), shape, dt), dt)


def zeros(shape, dtype=float, order="C", *, like=None):
    if _strings._is_str_dtype(dtype):
        return full(shape, "", dtype)
    return _in_order(_filled(shape, 0, _dtype_of(dtype)), order)


def ones(shape, dtype=None, order="C", *, like=None):
    if _strings._is_str_dtype(dtype):
        return full(shape, 1, dtype)
    return _in_order(_filled(shape, 1, _dtype_of(dtype)), order)


def empty(shape, dtype=float, order="C", *, like=None):
    # NumPy leaves the memory uninitialized; stridelab's is zeros ('' for text).
    if _strings._is_str_dtype(dtype):
        return full(shape, "", dtype)
    return _in_order(_filled(shape, 0, _dtype_of(dtype)), order)


def full(shape, fill_value, dtype=None, order="C", *, like=None):
    if dtype is None:
        dt = asarray(fill_value).dtype
    elif _strings._is_str_dtype(dtype):
        dt = _strings.StrDType(_strings._fixed_width(dtype) or 0)
    else:
        dt = _dtype_of(dtype)
    if isinstance(dt, _strings.StrDType):
        return _strings.full(_new_shape(shape), fill_value, dt)
    if isinstance(fill_value, (ndarray, list, tuple)):
        r = zeros(shape, dt, order)
        r._assign(fill_value)
        return r
    if isinstance(fill_value, generic):
        fill_value = fill_value._v
    return _in_order(_filled(shape, _cast_value(fill_value, dt) if dt.kind in "iu" else fill_value, dt),
                     order)


def _like(r, a, order, shape):
    """A filled array `r` made like `a`, its memory in `order` (K: as `a`'s lies), as
    NumPy's *_like give; a new `shape` keeps `a`'s order of strides when it has as many
    dims (PyArray_NewLikeArrayWithShape), else is laid out in C order unless F is asked."""
    order = _order_name(order)
    if (shape is not None and r.ndim != a.ndim) or r.size == 0:
        return _in_order(r, "F" if order == "F" else "C")
    perm = _memory_order(a, order)
    st = [0] * r.ndim
    expect = 1
    for i in range(r.ndim - 1, -1, -1):
        st[perm[i]] = expect
        expect = expect * r._shape[perm[i]]
    r._st = tuple(st)
    return r


def zeros_like(a, dtype=None, order="K", subok=True, shape=None):
    a = asarray(a)
    r = zeros(a.shape if shape is None else shape, a.dtype if dtype is None else dtype)
    return _like(r, a, order, shape) if isinstance(r, ndarray) and not r._is_strings else r


def ones_like(a, dtype=None, order="K", subok=True, shape=None):
    a = asarray(a)
    r = ones(a.shape if shape is None else shape, a.dtype if dtype is None else dtype)
    return _like(r, a, order, shape) if isinstance(r, ndarray) and not r._is_strings else r


def empty_like(a, dtype=None, order="K", subok=True, shape=None):
    return zeros_like(a, dtype, order, subok, shape)


def full_like(a, fill_value, dtype=None, order="K", subok=True, shape=None):
    a = asarray(a)
    r = full(a.shape if shape is None else shape, fill_value, a.dtype if dtype is None else dtype)
    if isinstance(fill_value, (ndarray, list, tuple)) or r._is_strings:
        return r                  # not one value throughout: its strides cannot be renamed
    return _like(r, a, order, shape)


def arange(start, stop=None, step=None, dtype=None, *, device=None, like=None):
    if stop is None:
        start, stop = 0, start
    if step is None:
        step = 1
    if step == 0:
        raise ZeroDivisionError("division by zero")
    vals = [start, stop, step]
    if dtype is None:
        dt = _INT64
        for v in vals:
            if isinstance(v, float) or (isinstance(v, generic) and v.dtype.kind == "f"):
                dt = _FLOAT64
    else:
        dt = _dtype_of(dtype)
    start = start._v if isinstance(start, generic) else start
    stop = stop._v if isinstance(stop, generic) else stop
    step = step._v if isinstance(step, generic) else step
    q = (stop - start) / step
    if q != q:
        raise ValueError("arange: cannot compute length")
    if q < -9.223372036854775808e18 or q >= 9.223372036854775808e18:
        raise ValueError("Maximum allowed size exceeded")
    for v in (start, stop, step):
        if isinstance(v, int) and (v < _INTP_MIN or v > _INTP_MAX):
            # NumPy would compute in uint64 or Python objects.
            raise _unsupported_dtype("uint64" if 0 < v and v < 18446744073709551616 else "object")
    n = math.ceil(q)
    if n <= 0:
        return _new(torch.zeros(0, dtype=dt._torch), dt)
    # NumPy fills start + i*step in the computation type, then casts.
    idt = torch.float64 if dt.kind == "f" or isinstance(step, float) or isinstance(start, float) else torch.int64
    i = _allocated(lambda: torch.arange(n, dtype=idt), (n,), dt)
    t = i * step + start
    return _new(_cast_tensor(t, dt), dt)


def eye(N, M=None, k=0, dtype=float, order="C", *, device=None, like=None):
    M = N if M is None else M
    r = zeros((N, M), dtype)
    if r.dtype.kind == "c":
        raise NotImplementedError("np.eye of a complex dtype is not supported in stridelab")
    t = torch.as_strided(r._buf, r._shape, r._st, 0)
    for i in range(N):
        j = i + k
        if 0 <= j and j < M:
            t[i, j] = 1
    return r


def identity(n, dtype=None):
    return eye(n, dtype=dtype)


def copy(a, order="K"):
    return array(a, copy=True, order=order)


def reshape(a, shape, order="C", *, copy=None):
    if isinstance(a, torch.Tensor):
        if copy is not None:
            return _more.wrapfunc(a, "reshape", shape, order=order, copy=copy)
        return _more.wrapfunc(a, "reshape", shape, order=order)
    if copy is not None:
        raise NotImplementedError("np.reshape with copy= is not supported in stridelab")
    return asarray(a).reshape(shape, order=order)


def transpose(a, axes=None):
    if isinstance(a, torch.Tensor):
        return _more.wrapfunc(a, "transpose", axes)
    if axes is None:
        return asarray(a).transpose()
    return asarray(a).transpose(axes)


def swapaxes(a, axis1, axis2):
    if isinstance(a, torch.Tensor):
        return _more.wrapfunc(a, "swapaxes", axis1, axis2)
    a = asarray(a)
    nd = a.ndim
    i = _norm_axis(axis1, nd)
    j = _norm_axis(axis2, nd)
    perm = list(range(nd))
    perm[i] = j
    perm[j] = i
    return a.transpose(perm)


def squeeze(a, axis=None):
    if isinstance(a, torch.Tensor):
        return a.squeeze() if axis is None else a.squeeze(axis=axis)
    return asarray(a).squeeze(axis)


def moveaxis(a, source, destination):
    a = asarray(a)
    src = _norm_axis_tuple(source, a.ndim, "source")
    dst = _norm_axis_tuple(destination, a.ndim, "destination")
    if len(src) != len(dst):
        raise ValueError("`source` and `destination` arguments must have the same number of elements")
    order = [n for n in range(a.ndim) if n not in src]
    for d, s in sorted(zip(dst, src)):
        order.insert(d, s)
    return a.transpose(order)


def diagonal(a, offset=0, axis1=0, axis2=1):
    return asarray(a).diagonal(offset, axis1, axis2)


def trace(a, offset=0, axis1=0, axis2=1, dtype=None, out=None):
    return asarray(a).trace(offset, axis1, axis2, dtype, out)


_NO_VALUE = object()


def clip(a, a_min=_NO_VALUE, a_max=_NO_VALUE, out=None, *, min=_NO_VALUE, max=_NO_VALUE):
    # NumPy 2's argument rules: positional bounds, or the keyword-only min/max instead.
    if a_min is _NO_VALUE and a_max is _NO_VALUE:
        a_min = None if min is _NO_VALUE else min
        a_max = None if max is _NO_VALUE else max
    elif a_min is _NO_VALUE:
        raise TypeError("clip() missing 1 required positional argument: 'a_min'")
    elif a_max is _NO_VALUE:
        raise TypeError("clip() missing 1 required positional argument: 'a_max'")
    elif min is not _NO_VALUE or max is not _NO_VALUE:
        raise ValueError("Passing `min` or `max` keyword argument when `a_min` and `a_max` are provided is forbidden.")
    if isinstance(a, torch.Tensor):
        return _more.wrapfunc(a, "clip", a_min, a_max, out=out)
    return _clip(asarray(a), a_min, a_max, out)


def _clip(a, lo, hi, out):
    _refuse_complex_array("clip", a)
    # NumPy's clip is minimum(maximum(a, lo), hi): a NaN stays, and lo > hi gives hi.
    if lo is None and hi is None:
        return _binary("add", a, 0, out) if out is not None else a.copy()
    if hi is None:
        return maximum(a, lo, out)
    return minimum(a if lo is None else maximum(a, lo), hi, out)


def expand_dims(a, axis):
    a = asarray(a)
    ax = _norm_axis(axis, a.ndim + 1)
    return a.reshape(a.shape[:ax] + (1,) + a.shape[ax:])


def ravel(a, order="C"):
    return asarray(a).ravel(order)


def shape(a):
    # NumPy reads the object's own attribute first: a tensor gives its torch.Size.
    if isinstance(a, torch.Tensor):
        return a.shape
    return asarray(a).shape


def ndim(a):
    if isinstance(a, torch.Tensor):
        return a.ndim
    return asarray(a).ndim


def size(a, axis=None):
    if isinstance(a, torch.Tensor):
        if axis is None:
            return a.size        # NumPy returns `a.size`: a tensor's is its bound method
        return _prod([a.shape[x] for x in _norm_axis_tuple(axis, a.ndim, "axis")])
    a = asarray(a)
    return a.size if axis is None else a.shape[_norm_axis(axis, a.ndim)]


def concatenate(arrays, axis=0, out=None, dtype=None):
    arrs = [asarray(x) for x in arrays]
    if len(arrs) == 0:
        raise ValueError("need at least one array to concatenate")
    dt = arrs[0].dtype
    for x in arrs[1:]:
        dt = _promote(dt, x.dtype)
    if dtype is not None:
        dt = _dtype_of(dtype)
    if arrs[0].ndim == 0:
        raise ValueError("zero-dimensional arrays cannot be concatenated")
    for i in range(1, len(arrs)):
        if arrs[i].ndim != arrs[0].ndim:
            raise ValueError("all the input arrays must have same number of dimensions, but the "
                             "array at index 0 has " + str(arrs[0].ndim) + " dimension(s) and the "
                             "array at index " + str(i) + " has " + str(arrs[i].ndim) + " dimension(s)")
    ax = _norm_axis(axis, arrs[0].ndim)
    return _new(torch.cat([_cast_tensor(x._t(), dt) for x in arrs], ax), dt)


def stack(arrays, axis=0, out=None, dtype=None):
    arrs = [asarray(x) for x in arrays]
    if len(arrs) == 0:
        raise ValueError("need at least one array to stack")
    for x in arrs:
        if x.shape != arrs[0].shape:
            raise ValueError("all input arrays must have the same shape")
    ax = _norm_axis(axis, arrs[0].ndim + 1)
    return concatenate([expand_dims(x, ax) for x in arrs], ax, dtype=dtype)


def vstack(tup):
    arrs = [asarray(x) for x in tup]
    arrs = [x.reshape(1, -1) if x.ndim == 1 else x for x in arrs]
    return concatenate(arrs, 0)


def hstack(tup):
    arrs = [asarray(x) for x in tup]
    if len(arrs) > 0 and arrs[0].ndim == 1:
        return concatenate(arrs, 0)
    return concatenate(arrs, 1)


# ----------------------------------------------------------------------------- arithmetic

def _operand(x):
    """(array or Python scalar, dtype, weak kind): Python scalars are 'weak' (NEP 50)."""
    if isinstance(x, ndarray):
        return (x, x.dtype, None)
    if isinstance(x, generic):
        return (x._arr(), x.dtype, None)
    if isinstance(x, bool):
        return (x, _BOOL, "bool")
    if isinstance(x, int):
        return (x, _INT64, "int")
    if isinstance(x, float):
        return (x, _FLOAT64, "float")
    if isinstance(x, complex):
        return (x, _COMPLEX128, "complex")
    if isinstance(x, (list, tuple)):
        a = array(x)
        return (a, a.dtype, None)
    if isinstance(x, torch.Tensor):
        raise NotImplementedError("mixing numpy arrays and torch tensors in one operation is "
                                  "not supported in stridelab; convert with torch.from_numpy(a) "
                                  "or t.numpy()")
    raise TypeError("unsupported operand type for numpy: '" + type(x).__name__ + "'")


def _result_dtype(ops):
    strong = [o[1] for o in ops if o[2] is None]
    if len(strong) == 0:
        rd = ops[0][1]
        for o in ops[1:]:
            rd = _promote(rd, o[1])
        return rd
    rd = strong[0]
    for d in strong[1:]:
        rd = _promote(rd, d)
    for o in ops:
        if o[2] == "float" and rd.kind in "biu":
            rd = _FLOAT64
        if o[2] == "int" and rd.kind == "b":
            rd = _INT64
        if o[2] == "complex" and rd.kind != "c":
            # A Python complex keeps a float32/float16 array's width (complex64); with
            # integers or float64 it is complex128.
            rd = _COMPLEX64 if rd in (_FLOAT16, _FLOAT32) else _COMPLEX128
    return rd


def _operand_tensor(o, rd, device):
    x, d, weak = o
    if weak is None:
        return x._t().to(rd._torch).to(device)
    if weak == "int" and rd.kind in "iu":
        if x < _INTP_MIN or x > _INTP_MAX:
            # Past a C long NumPy fails converting the int itself, before any dtype check.
            raise OverflowError("Python int too large to convert to C long")
        _cast_value(x, rd)                 # OverflowError as NumPy's for out-of-range ints
    if weak == "int" and rd.kind in "fc":
        x = float(x)                       # a float array meets any int as a float (or inf)
    return torch.tensor(x, dtype=rd._torch, device=device)


def _broadcast_shapes(a, b, strict=True):
    n = _pymax(len(a), len(b))
    a = (1,) * (n - len(a)) + tuple(a)
    b = (1,) * (n - len(b)) + tuple(b)
    out = []
    for i in range(n):
        if a[i] == b[i] or b[i] == 1:
            out.append(a[i])
        elif a[i] == 1:
            out.append(b[i])
        else:
            return None
    return tuple(out)


def _device_of(ops):
    for o in ops:
        if o[2] is None:
            return o[0]._buf.device
    return torch.empty(0).device


def _prepare(name, args):
    ops = [_operand(x) for x in args]
    if _pyall([o[2] is not None for o in ops]):
        ops = [(array(o[0]), o[1], None) for o in ops]
    shapes = [o[0].shape for o in ops if o[2] is None]
    bshape = ()
    if name == "matmul":
        return ops, bshape          # matmul checks its core dimensions itself
    for s in shapes:
        nb = _broadcast_shapes(bshape, s)
        if nb is None:
            raise ValueError("operands could not be broadcast together with shapes " +
                             " ".join([_shape_str(s) for s in shapes]) + " ")
        bshape = nb
    return ops, bshape


def _finish(name, t, rd, out):
    if out is None:
        return _result(t, rd)
    if isinstance(out, tuple):
        if len(out) != 1:
            raise ValueError("The 'out' tuple must have exactly one entry per ufunc output")
        out = out[0]
    if not isinstance(out, ndarray):
        raise TypeError("return arrays must be of ArrayType")
    if not _can_cast_same_kind(rd, out.dtype):
        raise _UFuncTypeError("Cannot cast ufunc '" + ("divide" if name == "true_divide" else name) +
                              "' output from " + repr(rd) + " to " + repr(out.dtype) +
                              " with casting rule 'same_kind'")
    if _broadcast_shapes(tuple(t.shape), out.shape, False) != out.shape:
        raise ValueError("non-broadcastable output operand with shape " + _shape_str(out.shape) +
                         " doesn't match the broadcast shape " + _shape_str(tuple(t.shape)))
    out._assign(_new(t.contiguous(), rd) if t.dim() > 0 else _result(t, rd))
    return out


_TORCH_OPS = {
    "add": lambda a, b: a + b, "subtract": lambda a, b: a - b, "multiply": lambda a, b: a * b,
    "true_divide": lambda a, b: a / b, "floor_divide": lambda a, b: a // b,
    "remainder": lambda a, b: a % b, "power": lambda a, b: a**b,
    "equal": lambda a, b: a == b, "not_equal": lambda a, b: a != b, "less": lambda a, b: a < b,
    "less_equal": lambda a, b: a <= b, "greater": lambda a, b: a > b,
    "greater_equal": lambda a, b: a >= b, "bitwise_and": lambda a, b: a & b,
    "bitwise_or": lambda a, b: a | b, "bitwise_xor": lambda a, b: a ^ b,
}


_CONCAT_MESSAGE = ("Concatenation operation is not implemented for NumPy arrays, use np.concatenate() "
                   "instead. Please do not rely on this error; it may not be given on all Python "
                   "implementations.")


def _with_torch(name, arr, t, tensor_left):
    """An ndarray meeting a torch.Tensor in an operator, as NumPy 2 and PyTorch 2.15 meet:
    with the tensor on the left (`t - arr`, whose Tensor method defers) NumPy computes on
    `t.numpy()` and PyTorch's __array_wrap__ makes the result a new tensor, so NumPy's
    promotion and broadcast errors apply, and a bool result comes back as uint8. `==` (either
    side) is torch's own comparison of the array as a tensor; with the array on the left `/`
    is `t.reciprocal() * arr`, `+` is NumPy's sequence-concatenation TypeError, `!=` and
    orderings are left to Python (an identity test, a TypeError), and the rest are
    unsupported operands."""
    if name == "not_equal" or name in ("less", "less_equal", "greater", "greater_equal"):
        return NotImplemented
    if not tensor_left and name not in ("true_divide", "equal"):
        if name == "add":
            raise TypeError(_CONCAT_MESSAGE)
        return NotImplemented
    if name == "equal":
        # Tensor.__eq__ takes the array as a tensor: torch's promotion and broadcast errors,
        # a bool tensor, whichever side the array is on.
        return t == arr._t()
    if name == "true_divide" and not tensor_left:
        # Tensor.__rtruediv__ is `self.reciprocal() * other` (torch/_tensor.py): an integer or
        # bool tensor's reciprocal is float32, and that product is again NumPy's (below).
        return _with_torch("multiply", arr, t.reciprocal(), True)
    tn = t.numpy()
    x, y = (tn, arr) if tensor_left else (arr, tn)
    return _array_wrap(matmul(x, y) if name == "matmul" else _binary(name, x, y))


def _tensor_ufunc(fn, name, args):
    """A ufunc called on a torch.Tensor (`np.sqrt(t)`, `np.add(t, a)`): NumPy computes on
    t.numpy() (Tensor.__array__) and Tensor.__array_wrap__ makes the result a new tensor,
    or None when no argument is a tensor."""
    if not _pyany([isinstance(x, torch.Tensor) for x in args]):
        return None
    return _array_wrap(fn(name, *[x.numpy() if isinstance(x, torch.Tensor) else x for x in args]))


def _array_wrap(r):
    # Tensor.__array_wrap__: "torch has no built-in bool tensor" there, so a bool result
    # comes back as a uint8 copy; a 0-d result (NumPy's scalar) as a 0-d tensor.
    r = asarray(r)
    if r.dtype is _BOOL:
        r = r.astype(_UINT8)
    return torch.from_numpy(r)


def _torch_number(x):
    # An np.bool_ is no Python bool to PyTorch's parser (PyBool_Check fails): its double
    # fallback makes it 1.0 or 0.0, so `int64 tensor + np.bool_(True)` is float32.
    if not isinstance(x, generic):
        return x
    v = x.item()
    return float(v) if isinstance(v, bool) else v


def _binary(name, x, y, out=None):
    if out is None:
        mixed = _tensor_ufunc(_binary, name, [x, y])
        if mixed is not None:
            return mixed
    if _pyany([isinstance(v, ndarray) and v._is_strings for v in (x, y)]):
        _strings.refuse_ufunc(name, x, y)
    ops, bshape = _prepare(name, [x, y])
    rd = _result_dtype(ops)
    dev = _device_of(ops)
    if rd is _BOOL and name == "subtract":
        raise TypeError("numpy boolean subtract, the `-` operator, is not supported, use the "
                        "bitwise_xor, the `^` operator, or the logical_xor function instead.")
    if name in ("bitwise_and", "bitwise_or", "bitwise_xor", "left_shift", "right_shift") and rd.kind == "f":
        raise TypeError("ufunc '" + name + "' not supported for the input types, and the inputs "
                        "could not be safely coerced to any supported types according to the "
                        "casting rule ''safe''")
    if rd is _BOOL and name in ("floor_divide", "remainder", "power", "left_shift", "right_shift"):
        rd = _INT8                  # NumPy's loops for these have no bool one: '??' goes to int8
    if rd is _BOOL and name not in ("add", "multiply", "bitwise_and", "bitwise_or", "bitwise_xor",
                                    "true_divide", "maximum", "minimum", "arctan2", "hypot"):
        raise NotImplementedError("numpy." + name + " of booleans is not supported in stridelab")
    if name == "true_divide" and rd.kind in "biu":
        rd = _FLOAT64
    if rd.kind == "c" and name not in ("add", "subtract", "multiply", "true_divide", "power"):
        _refuse_complex(name)
    if rd.kind == "c" and name == "power":
        t = _complex_power(_operand_tensor(ops[0], rd, dev), _operand_tensor(ops[1], rd, dev))
        if tuple(t.shape) != bshape:
            t = t.expand(bshape).contiguous()
        return _finish(name, t, rd, out)
    if name in ("arctan2", "hypot", "nextafter"):
        rd = _float_for(rd)
    a = _operand_tensor(ops[0], rd, dev)
    b = _operand_tensor(ops[1], rd, dev)
    if name == "add":
        t = (a | b) if rd is _BOOL else a + b
    elif name == "subtract":
        t = a - b
    elif name == "multiply":
        t = (a & b) if rd is _BOOL else a * b
    elif name == "true_divide":
        t = a / b
    elif name in ("floor_divide", "remainder"):
        if rd.kind in "iu":
            # NumPy gives 0 for an integer division by zero (with a warning), not an error.
            zero = b == 0
            safe = torch.where(zero, torch.ones_like(b), b)
            t = torch.floor_divide(a, safe) if name == "floor_divide" else torch.remainder(a, safe)
            t = torch.where(zero, torch.zeros_like(t), t)
        else:
            t = torch.floor_divide(a, b) if name == "floor_divide" else torch.remainder(a, b)
    elif name == "power":
        if rd.kind in "iu" and bool((b < 0).any()):
            raise ValueError("Integers to negative integer powers are not allowed.")
        if rd.kind == "f":
            # The C library's pow per element, as NumPy's loop (torch.pow of two tensors is
            # SLEEF's vector pow on the CPU, an ulp off in places).
            a, b = torch.broadcast_tensors(a, b)
            t = _native.np_pow_libm(a.contiguous(), b.contiguous())
        else:
            t = torch.pow(a, b)
    elif name == "bitwise_and":
        t = a & b
    elif name == "bitwise_or":
        t = a | b
    elif name == "bitwise_xor":
        t = a ^ b
    elif name in ("left_shift", "right_shift"):
        t = _shift(name, a, b, rd)
    elif name == "maximum":
        t = torch.maximum(a, b)
    elif name == "minimum":
        t = torch.minimum(a, b)
    elif name == "arctan2":
        t = torch.atan2(a, b)
    elif name == "hypot":
        t = torch.hypot(a, b)
    elif name == "nextafter":
        t = torch.nextafter(a, b)
    else:
        raise NotImplementedError("numpy." + name + " is not supported in stridelab")
    if tuple(t.shape) != bshape:
        t = t.expand(bshape).contiguous()
    return _finish(name, t, rd, out)


def conjugate(x, out=None):
    if out is not None:
        raise NotImplementedError("np.conjugate(out=) is not supported in stridelab")
    if isinstance(x, torch.Tensor):
        return _tensor_ufunc(lambda name, v: conjugate(v), "conjugate", [x])
    ops, _ = _prepare("conjugate", [x])
    a, d = ops[0][0], ops[0][1]
    if d.kind == "c":
        return _result(a._t().conj().resolve_conj().contiguous(), d)
    if d.kind not in "biuf":
        _refuse_complex("conjugate")
    return _result(_fresh(a._t()), d)


conj = conjugate


def real(val):
    # numpy/lib/_type_check_impl.py: the object's own `.real`, else its array's.
    try:
        return val.real
    except AttributeError:
        return asarray(val).real


def imag(val):
    try:
        return val.imag
    except AttributeError:
        return asarray(val).imag


def angle(z, deg=False):
    # numpy/lib/_function_base_impl.py's angle: arctan2 of the parts (a real array's
    # imaginary part is the int 0).
    z = asarray(z)
    if z.dtype.kind == "c":
        zimag = z.imag
        zreal = z.real
    else:
        zimag = 0
        zreal = z
    a = arctan2(zimag, zreal)
    if deg:
        a = a * (180 / pi)
    return a


def iscomplexobj(x):
    try:
        return _dtype_of(x.dtype).kind == "c"
    except AttributeError:
        return asarray(x).dtype.kind == "c"


def isrealobj(x):
    return not iscomplexobj(x)


def iscomplex(x):
    ax = asarray(x)
    if ax.dtype.kind == "c":
        return _result(ax.imag._t() != 0)
    return _result(torch.zeros(ax.shape, dtype=torch.bool))


def isreal(x):
    return logical_not(iscomplex(x))


def _shift(name, a, b, rd):
    """NumPy's npy_lshift/npy_rshift: a count outside [0, bits) (a negative one is a huge
    size_t there) shifts every bit out, leaving 0 (or -1 for a negative value shifted right);
    the result wraps to the dtype as C's cast does."""
    a = a.to(torch.int64)
    b = b.to(torch.int64)
    out_of_range = (b < 0) | (b >= 8 * rd.itemsize)
    count = torch.where(out_of_range, torch.zeros_like(b), b)
    if name == "left_shift":
        t = torch.where(out_of_range, torch.zeros_like(a), a << count)
    else:
        spilled = torch.where(a < 0, torch.full_like(a, -1), torch.zeros_like(a))
        t = torch.where(out_of_range, spilled, a >> count)
    return t if rd is _UINT16 else t.to(rd._torch)


def _compare(name, x, y, out=None):
    if out is None:
        mixed = _tensor_ufunc(_compare, name, [x, y])
        if mixed is not None:
            return mixed
    try:
        ops, bshape = _prepare(name, [x, y])
    except TypeError:
        if name == "equal":
            return False
        if name == "not_equal":
            return True
        raise
    rd = _result_dtype(ops)
    dev = _device_of(ops)
    a = _operand_tensor(ops[0], rd, dev)
    b = _operand_tensor(ops[1], rd, dev)
    if rd.kind == "c" and name not in ("equal", "not_equal"):
        t = _complex_order(name, a, b)
    elif name == "equal":
        t = a == b
    elif name == "not_equal":
        t = a != b
    elif name == "less":
        t = a < b
    elif name == "less_equal":
        t = a <= b
    elif name == "greater":
        t = a > b
    else:
        t = a >= b
    if tuple(t.shape) != bshape:
        t = t.expand(bshape).contiguous()
    return _finish(name, t, _BOOL, out)


def add(x1, x2, out=None): return _binary("add", x1, x2, out)
def subtract(x1, x2, out=None): return _binary("subtract", x1, x2, out)
def multiply(x1, x2, out=None): return _binary("multiply", x1, x2, out)
def divide(x1, x2, out=None): return _binary("true_divide", x1, x2, out)
def true_divide(x1, x2, out=None): return _binary("true_divide", x1, x2, out)
def floor_divide(x1, x2, out=None): return _binary("floor_divide", x1, x2, out)
def remainder(x1, x2, out=None): return _binary("remainder", x1, x2, out)
def mod(x1, x2, out=None): return _binary("remainder", x1, x2, out)
def power(x1, x2, out=None): return _binary("power", x1, x2, out)
def maximum(x1, x2, out=None): return _binary("maximum", x1, x2, out)
def minimum(x1, x2, out=None): return _binary("minimum", x1, x2, out)
def bitwise_and(x1, x2, out=None): return _binary("bitwise_and", x1, x2, out)
def bitwise_or(x1, x2, out=None): return _binary("bitwise_or", x1, x2, out)
def bitwise_xor(x1, x2, out=None): return _binary("bitwise_xor", x1, x2, out)
def left_shift(x1, x2, out=None): return _binary("left_shift", x1, x2, out)
def right_shift(x1, x2, out=None): return _binary("right_shift", x1, x2, out)
def equal(x1, x2, out=None): return _compare("equal", x1, x2, out)
def not_equal(x1, x2, out=None): return _compare("not_equal", x1, x2, out)
def less(x1, x2, out=None): return _compare("less", x1, x2, out)
def less_equal(x1, x2, out=None): return _compare("less_equal", x1, x2, out)
def greater(x1, x2, out=None): return _compare("greater", x1, x2, out)
def greater_equal(x1, x2, out=None): return _compare("greater_equal", x1, x2, out)


def _unary(name, x, out=None):
    if out is None and isinstance(x, torch.Tensor):
        return _tensor_ufunc(_unary, name, [x])
    if isinstance(x, ndarray) and x._is_strings:
        _strings.refuse_ufunc(name, x, None)
    ops, bshape = _prepare(name, [x])
    d = ops[0][1]
    src = ops[0][0]._t()
    if d.kind == "c" and name not in _COMPLEX_UNARY:
        _refuse_complex(name)
    if d.kind == "c" and name == "absolute":
        rd = _PART[d.name]
        t = torch.abs(src)
    elif name in _FLOAT_UFUNCS:
        rd = _float_for(d)
        a = src.to(rd._torch)
        t = _FLOAT_UFUNCS[name](a)
    elif name in ("floor", "ceil", "trunc"):
        # Integers and booleans come back as they are, in their own dtype (NumPy 2).
        rd = d
        t = src.clone() if d.kind in "biu" else getattr(torch, name)(src)
    elif name == "sign":
        if d is _BOOL:
            raise _UFuncTypeError("ufunc 'sign' did not contain a loop with signature matching "
                                  "types <class 'numpy.dtypes.BoolDType'> -> None")
        rd = d
        if d.kind == "f":
            # NaN keeps NaN (torch's sign gives 0), and -0.0 gives 0.0.
            t = torch.where(torch.isnan(src), src, torch.sign(src) + 0.0)
        else:
            t = torch.sign(src)
    elif name == "negative":
        if d is _BOOL:
            raise TypeError("The numpy boolean negative, the `-` operator, is not supported, "
                            "use the `~` operator or the logical_not function instead.")
        rd = d
        t = -src
    elif name == "absolute":
        rd = d
        t = src if d is _BOOL else torch.abs(src)
    elif name == "square":
        rd = d
        t = src * src
    elif name == "invert":
        if d.kind == "f":
            raise TypeError("ufunc 'invert' not supported for the input types, and the inputs "
                            "could not be safely coerced to any supported types according to the "
                            "casting rule ''safe''")
        rd = d
        t = torch.logical_not(src) if d is _BOOL else torch.bitwise_not(src)
    elif name == "logical_not":
        rd = _BOOL
        t = torch.logical_not(src)
    else:
        raise NotImplementedError("numpy." + name + " is not supported in stridelab")
    return _finish(name, t.contiguous(), rd, out)


def _ieee_sqrt(t):
    # NumPy's real square root is the IEEE one (torch.sqrt is MKL's vector root on the CPU).
    return torch.sqrt(t) if t.is_complex() else _native.sqrt_ieee(t)


_FLOAT_UFUNCS = {"exp": torch.exp, "log": torch.log, "sqrt": _ieee_sqrt, "sin": torch.sin,
                 "cos": torch.cos, "tan": torch.tan, "tanh": torch.tanh, "log2": torch.log2,
                 "log10": torch.log10, "arcsin": torch.asin, "arccos": torch.acos,
                 "arctan": torch.atan, "sinh": torch.sinh, "cosh": torch.cosh,
                 "log1p": torch.log1p, "expm1": torch.expm1, "rint": torch.round,
                 "spacing": lambda a: _spacing(a)}


def _spacing(a):
    # npy_spacing: the step from x away from zero (negative for negative x); NaN at infinity.
    away = torch.copysign(torch.full_like(a, inf), a)
    t = torch.nextafter(a, away) - a
    return torch.where(torch.isinf(a), torch.full_like(a, nan), t)
# The unary ufuncs that take complex arrays here (the rest are refused by name).
_COMPLEX_UNARY = ("exp", "log", "sqrt", "negative", "absolute", "square")


# The ufuncs NumPy has no complex loop for: its TypeError, not a gap of ours.
_NO_COMPLEX_LOOP = ("floor", "ceil", "trunc", "floor_divide", "remainder", "bitwise_and",
                    "bitwise_or", "bitwise_xor", "left_shift", "right_shift", "invert",
                    "arctan2", "hypot", "nextafter", "spacing")


def _refuse_complex(name):
    if name in _NO_COMPLEX_LOOP:
        raise TypeError("ufunc '" + name + "' not supported for the input types, and the inputs "
                        "could not be safely coerced to any supported types according to the "
                        "casting rule ''safe''")
    raise NotImplementedError("numpy." + name + " of complex arrays is not supported in stridelab")


def _complex_order(name, a, b):
    # NumPy orders complex values lexicographically (CLT/CLE in npy_math), a NaN part
    # making the real comparison false.
    if name in ("greater", "greater_equal"):
        a, b = b, a
    ar, ai, br, bi = a.real, a.imag, b.real, b.imag
    parts_ok = (ai == ai) & (bi == bi)
    if name in ("less", "greater"):
        return ((ar < br) & parts_ok) | ((ar == br) & (ai < bi))
    return (ar <= br) & parts_ok & ((ar != br) | (ai <= bi))


def _complex_power(a, b):
    """NumPy's nc_pow: an exponent that is one integer below 100 in size is repeated
    multiplication (so (1+1j)**2 is exactly 2j); any other goes to torch's pow."""
    if b.numel() == 1:
        e = b.reshape(-1)[0].item()
        if e.imag == 0 and -100 < e.real < 100 and e.real == int(e.real):
            n = int(e.real)
            if n == 0:
                return torch.ones_like(a)
            if n == 1:
                return a.clone()
            if n == 2:
                return a * a
            if n == 3:
                return a * (a * a)
            m = -n if n < 0 else n
            aa = None
            p = a
            mask = 1
            while True:
                if m & mask:
                    aa = p if aa is None else aa * p
                mask = mask << 1
                if m < mask:
                    break
                p = p * p
            if n < 0:
                aa = torch.ones_like(aa) / aa
            return aa
    return torch.pow(a, b)


def _refuse_complex_array(name, a):
    if isinstance(a, ndarray) and a.dtype.kind == "c":
        _refuse_complex(name)


# NumPy's ufunc loop error is a TypeError subclass of this name.
_UFuncTypeError = type("UFuncTypeError", (TypeError,), {"__module__": "numpy._core._exceptions"})


def _float_for(d):
    """The float type NumPy's float-only ufuncs (sqrt, rint, arctan2) compute a type in: the
    type itself, float32 for 16-bit integers, float64 for wider ones. (8-bit integers and
    booleans get float16.)"""
    if d.kind in "fc":
        return d
    if d.itemsize == 1:
        return _FLOAT16
    if d.itemsize == 2:
        return _FLOAT32
    return _FLOAT64


def exp(x, out=None): return _unary("exp", x, out)
def log(x, out=None): return _unary("log", x, out)
def log2(x, out=None): return _unary("log2", x, out)
def log10(x, out=None): return _unary("log10", x, out)
def sqrt(x, out=None): return _unary("sqrt", x, out)
def sin(x, out=None): return _unary("sin", x, out)
def cos(x, out=None): return _unary("cos", x, out)
def tan(x, out=None): return _unary("tan", x, out)
def tanh(x, out=None): return _unary("tanh", x, out)
def negative(x, out=None): return _unary("negative", x, out)
def absolute(x, out=None): return _unary("absolute", x, out)
def square(x, out=None): return _unary("square", x, out)
def invert(x, out=None): return _unary("invert", x, out)
def logical_not(x, out=None): return _unary("logical_not", x, out)
def arcsin(x, out=None): return _unary("arcsin", x, out)
def arccos(x, out=None): return _unary("arccos", x, out)
def arctan(x, out=None): return _unary("arctan", x, out)
def sinh(x, out=None): return _unary("sinh", x, out)
def cosh(x, out=None): return _unary("cosh", x, out)
def log1p(x, out=None): return _unary("log1p", x, out)
def expm1(x, out=None): return _unary("expm1", x, out)
def rint(x, out=None): return _unary("rint", x, out)
def floor(x, out=None): return _unary("floor", x, out)
def ceil(x, out=None): return _unary("ceil", x, out)
def trunc(x, out=None): return _unary("trunc", x, out)
def sign(x, out=None): return _unary("sign", x, out)
def arctan2(x1, x2, out=None): return _binary("arctan2", x1, x2, out)
def hypot(x1, x2, out=None): return _binary("hypot", x1, x2, out)
def nextafter(x1, x2, out=None): return _binary("nextafter", x1, x2, out)
def spacing(x, out=None): return _unary("spacing", x, out)


asin = arcsin
acos = arccos
atan = arctan
atan2 = arctan2


abs = absolute
bitwise_not = invert
bitwise_left_shift = left_shift
bitwise_right_shift = right_shift


def matmul(x1, x2, out=None):
    ops, _ = _prepare("matmul", [x1, x2])
    if _result_dtype(ops).kind == "c":
        _refuse_complex("matmul")
    for i in range(2):
        if ops[i][0].ndim == 0:
            raise ValueError("matmul: Input operand " + str(i) + " does not have enough "
                             "dimensions (has 0, gufunc core with signature "
                             "(n?,k),(k,m?)->(n?,m?) requires 1)")
    a = ops[0][0]
    b = ops[1][0]
    k1 = a.shape[-1]
    k2 = b.shape[0] if b.ndim == 1 else b.shape[-2]
    if k1 != k2:
        raise ValueError("matmul: Input operand 1 has a mismatch in its core dimension 0, with "
                         "gufunc signature (n?,k),(k,m?)->(n?,m?) (size " + str(k2) +
                         " is different from " + str(k1) + ")")
    rd = _result_dtype(ops)
    if rd is _BOOL:
        raise NotImplementedError("numpy.matmul of booleans is not supported in stridelab")
    dev = _device_of(ops)
    t = torch.matmul(_operand_tensor(ops[0], rd, dev), _operand_tensor(ops[1], rd, dev))
    return _finish("matmul", t.contiguous(), rd, out)


def dot(a, b, out=None):
    a = asarray(a)
    b = asarray(b)
    _refuse_complex_array("dot", a)
    _refuse_complex_array("dot", b)
    if a.ndim == 0 or b.ndim == 0:
        return multiply(a, b, out)
    if a.ndim > 2 or b.ndim > 2:
        raise NotImplementedError("numpy.dot of arrays with more than 2 dimensions is not supported in stridelab; use np.matmul")
    kb = b.shape[0]
    if a.shape[-1] != kb:
        raise ValueError("shapes " + _shape_text(a.shape) + " and " + _shape_text(b.shape) +
                         " not aligned: " + str(a.shape[-1]) + " (dim " + str(a.ndim - 1) +
                         ") != " + str(kb) + " (dim 0)")
    return matmul(a, b, out)


def vdot(a, b):
    return dot(asarray(a).reshape(-1), asarray(b).reshape(-1))


def inner(a, b):
    a = asarray(a)
    b = asarray(b)
    if a.ndim <= 1 and b.ndim <= 1:
        return dot(a, b)
    raise NotImplementedError("numpy.inner of arrays with more than 1 dimension is not supported in stridelab")


def outer(a, b):
    a = asarray(a).reshape(-1)
    b = asarray(b).reshape(-1)
    return multiply(a.reshape(-1, 1), b.reshape(1, -1))


def where(condition, x=None, y=None):
    if x is None and y is None:
        # NumPy's where is a C function: a tensor condition becomes an array first, so the
        # result is a tuple of arrays, not the tensor's own nonzero().
        return nonzero(asarray(condition))
    c = asarray(condition)
    # A C function: tensor operands become arrays (t.numpy()) before anything else.
    x, y = [asarray(v) if isinstance(v, torch.Tensor) else v for v in (x, y)]
    ops, bshape = _prepare("where", [x, y])
    rd = _result_dtype(ops)
    dev = _device_of(ops)
    t = torch.where(c._t().to(torch.bool).to(dev), _operand_tensor(ops[0], rd, dev),
                    _operand_tensor(ops[1], rd, dev))
    return _result(t.contiguous(), rd)


def allclose(a, b, rtol=1e-05, atol=1e-08, equal_nan=False):
    return bool(all_(isclose(a, b, rtol, atol, equal_nan)))


def isclose(a, b, rtol=1e-05, atol=1e-08, equal_nan=False):
    ops, bshape = _prepare("isclose", [a, b])
    if _result_dtype(ops).kind == "c":
        _refuse_complex("isclose")
    x = ops[0][0] if ops[0][2] is None else array(ops[0][0])
    y = ops[1][0] if ops[1][2] is None else array(ops[1][0])
    xt = x._t().to(torch.float64)
    yt = y._t().to(torch.float64).to(xt.device)
    t = torch.isclose(xt, yt, rtol=rtol, atol=atol, equal_nan=equal_nan)
    if tuple(t.shape) != bshape:
        t = t.expand(bshape).contiguous()
    return _result(t)


def array_equal(a1, a2, equal_nan=False):
    a1 = asarray(a1)
    a2 = asarray(a2)
    if a1.shape != a2.shape:
        return False
    if a1.size == 0:
        return True
    return bool(all_(_compare("equal", a1, a2)))


def _classify(name, x):
    if isinstance(x, torch.Tensor):
        return _array_wrap(_classify(name, x.numpy()))     # a ufunc given a tensor
    if asarray(x).dtype.kind == "c":
        # A complex value is NaN or infinite when a part is, finite when both are.
        t = asarray(x)._t()
        re, im = getattr(torch, name)(t.real), getattr(torch, name)(t.imag)
        return _result(((re & im) if name == "isfinite" else (re | im)).contiguous())
    return _result(getattr(torch, name)(asarray(x)._t()).contiguous())


def isnan(x):
    return _classify("isnan", x)


def isfinite(x):
    return _classify("isfinite", x)


def isinf(x):
    return _classify("isinf", x)


# ----------------------------------------------------------------------------- reductions

def _axes(axis, nd):
    if axis is None:
        return list(range(nd))
    if isinstance(axis, (tuple, list)):
        out = [_norm_axis(x, nd) for x in axis]
        if len(set(out)) != len(out):
            raise ValueError("duplicate value in 'axis'")
        return out
    return [_norm_axis(axis, nd)]


_REDUCE_NAMES = {"max": "maximum", "min": "minimum"}


def _reduce(name, a, axis, dtype, out, keepdims):
    a = asarray(a)
    if name not in ("sum", "mean"):
        _refuse_complex_array(name, a)
    if a._is_strings:
        _refuse_string_reduce(name, a.dtype)
    # ufunc.reduce takes one axis 0 or -1 of a 0-d array (np.float64(2.5).sum(axis=0)); a
    # tuple of them is out of bounds, as any other axis, and so is mean's (not a ufunc's).
    zero_d_axis = a.ndim == 0 and not isinstance(axis, (tuple, list)) and axis is not None and name != "mean"
    axes = [] if zero_d_axis and _index_int(axis, "'" + type(axis).__name__ + "' object cannot be interpreted as an integer") in (0, -1) else _axes(axis, a.ndim)
    t = a._t()
    d = a.dtype
    if name in ("sum", "prod"):
        if dtype is not None:
            rd = _dtype_of(dtype)
        elif d.kind == "u":
            raise NotImplementedError("the " + name + " of a " + d.name + " array is uint64 in NumPy, a dtype stridelab lacks; pass dtype=np.int64")
        elif d.kind in "bi":
            rd = _INT64
        else:
            rd = d
        src = _cast_tensor(t, rd)
        if len(axes) == 0:
            r = src.clone()
        elif name == "sum":
            r = _np_sum(src, axes, keepdims)
        else:
            r = src
            for ax in sorted(axes, reverse=True):
                r = torch.prod(r, dim=ax, keepdim=keepdims)
        # torch sums int32 into int64; NumPy keeps the dtype asked for (wrapping as int32 does).
        if r.dtype != rd._torch:
            r = r.to(rd._torch)
    elif name == "mean":
        rd = _dtype_of(dtype) if dtype is not None else (d if d.kind in "fc" else _FLOAT64)
        # NumPy's _mean sums a float16 array in float32 and rounds the mean back to float16.
        src = t.to(torch.float32 if rd is _FLOAT16 and dtype is None else rd._torch)
        if len(axes) == 0:
            r = src.clone()
        else:
            # NumPy's _mean: its sum, divided by the count (in double for float32).
            r = _div_count(_np_sum(src, axes, keepdims), _prod([a.shape[x] for x in axes]))
        if r.dtype != rd._torch:
            r = r.to(rd._torch)
    elif name in ("max", "min"):
        rd = d
        for ax in axes:
            if a.shape[ax] == 0:
                raise ValueError("zero-size array to reduction operation " + _REDUCE_NAMES[name] +
                                 " which has no identity")
        if len(axes) == 0:
            r = t.clone()
        elif name == "max":
            r = torch.amax(t, dim=axes, keepdim=keepdims)
        else:
            r = torch.amin(t, dim=axes, keepdim=keepdims)
    else:
        rd = _BOOL
        r = t.to(torch.bool)
        for ax in sorted(axes, reverse=True):
            r = torch.any(r, dim=ax, keepdim=keepdims) if name == "any" else torch.all(r, dim=ax, keepdim=keepdims)
    return _finish(name, r.contiguous(), rd, out)


def _refuse_string_reduce(name, dt):
    # NumPy's own refusals: add.reduce resolves no loop for text (its result width doubles),
    # the other ufuncs have none for '<U'.
    if name in ("sum", "mean"):
        raise TypeError("the resolved dtypes are not compatible with add.reduce. Resolved (" +
                        repr(dt) + ", " + repr(dt) + ", dtype('<U" + str(2 * dt._width) + "'))")
    ufunc = {"prod": "multiply", "max": "maximum", "min": "minimum"}.get(name)
    if ufunc is not None:
        raise _UFuncTypeError("ufunc '" + ufunc + "' did not contain a loop with signature "
                              "matching types (" + repr(dt) + ", " + repr(dt) + ") -> None")


def _argreduce(name, a, axis, out, keepdims):
    a = asarray(a)
    _refuse_complex_array(name, a)
    if a.size == 0:
        raise ValueError("attempt to get " + name + " of an empty sequence")
    if a.ndim == 0 and axis is not None:
        a = a.reshape(1)  # an axis of a 0-d array is one of its 1-element ravel
    t = a._t()
    if axis is None:
        r = torch.argmax(t.reshape(-1)) if name == "argmax" else torch.argmin(t.reshape(-1))
        if keepdims:
            r = r.reshape((1,) * a.ndim)
    else:
        ax = _norm_axis(axis, a.ndim)
        r = torch.argmax(t, dim=ax, keepdim=keepdims) if name == "argmax" else torch.argmin(t, dim=ax, keepdim=keepdims)
    return _finish(name, r.contiguous(), _INT64, out)


def sum(a, axis=None, dtype=None, out=None, keepdims=_NoValue):
    if isinstance(a, torch.Tensor):
        return _more.wrapreduction(a, "sum", axis, dtype, out, keepdims=keepdims)
    return _reduce("sum", a, axis, dtype, out, _given(keepdims, False))


def prod(a, axis=None, dtype=None, out=None, keepdims=_NoValue):
    if isinstance(a, torch.Tensor):
        return _more.wrapreduction(a, "prod", axis, dtype, out, keepdims=keepdims)
    return _reduce("prod", a, axis, dtype, out, _given(keepdims, False))


def mean(a, axis=None, dtype=None, out=None, keepdims=_NoValue):
    if isinstance(a, torch.Tensor):
        return a.mean(axis=axis, dtype=dtype, out=out, **_more.kwargs_given(keepdims=keepdims))
    return _reduce("mean", a, axis, dtype, out, _given(keepdims, False))


def max(a, axis=None, out=None, keepdims=_NoValue):
    if isinstance(a, torch.Tensor):
        return _more.wrapreduction(a, "max", axis, None, out, keepdims=keepdims)
    return _reduce("max", a, axis, None, out, _given(keepdims, False))


def min(a, axis=None, out=None, keepdims=_NoValue):
    if isinstance(a, torch.Tensor):
        return _more.wrapreduction(a, "min", axis, None, out, keepdims=keepdims)
    return _reduce("min", a, axis, None, out, _given(keepdims, False))


amax = max
amin = min


def any(a, axis=None, out=None, keepdims=_NoValue):
    if isinstance(a, torch.Tensor):
        return _more.wrapreduction(a, "any", axis, None, out, keepdims=keepdims)
    return _reduce("any", a, axis, None, out, _given(keepdims, False))


def all(a, axis=None, out=None, keepdims=_NoValue):
    if isinstance(a, torch.Tensor):
        return _more.wrapreduction(a, "all", axis, None, out, keepdims=keepdims)
    return _reduce("all", a, axis, None, out, _given(keepdims, False))


all_ = all


def argmax(a, axis=None, out=None, *, keepdims=_NoValue):
    if isinstance(a, torch.Tensor):
        return _more.wrapfunc(a, "argmax", axis=axis, out=out, **_more.kwargs_given(keepdims=keepdims))
    return _argreduce("argmax", a, axis, out, _given(keepdims, False))


def argmin(a, axis=None, out=None, *, keepdims=_NoValue):
    if isinstance(a, torch.Tensor):
        return _more.wrapfunc(a, "argmin", axis=axis, out=out, **_more.kwargs_given(keepdims=keepdims))
    return _argreduce("argmin", a, axis, out, _given(keepdims, False))


# ----------------------------------------------------------------------------- rounding

def _power_of_ten(n):
    # 10**n as a double (exact up to 1e22), as NumPy's power_of_ten.
    return 10.0 ** n


def round(a, decimals=0, out=None):
    """np.round: NumPy's algorithm, not a correctly rounded one: scale by 10**decimals,
    round half to even (rint), scale back, in the array's own dtype (so np.round(2.675, 2)
    is 2.68). Integers with decimals >= 0 come back unchanged (a copy); with decimals < 0 they
    go through float64 and back."""
    if isinstance(a, torch.Tensor):
        return _more.wrapfunc(a, "round", decimals=decimals, out=out)
    decimals = _index_int(decimals, "'" + type(decimals).__name__ + "' object cannot be interpreted as an integer")
    ops, _ = _prepare("round", [a])
    x = ops[0][0]
    d = x.dtype
    _refuse_complex_array("round", x)
    t = x._t()
    if d.kind in "iu" and decimals >= 0:
        return _finish("round", t.clone(), d, out)
    if decimals == 0:
        return _unary("rint", x, out)
    cd = _float_for(d)
    t = t.to(cd._torch)
    if decimals > 0:
        f = torch.tensor(_power_of_ten(decimals), dtype=cd._torch)
        r = torch.round(t * f) / f
    else:
        f = torch.tensor(_power_of_ten(-decimals), dtype=cd._torch)
        r = torch.round(t / f) * f
    if d.kind in "iu":
        r = r.to(d._torch)
        cd = d
    return _finish("round", r.contiguous(), cd, out)


around = round


def fix(x, out=None):
    return trunc(x, out)


# ----------------------------------------------------------------------------- statistics

def _pairwise_plan(n, cplx=False):
    """The additions NumPy's pairwise summation does over n contiguous values: blocks of at
    most 128 (eight running lanes, then the leftovers one by one), halves split at a
    multiple of 8 and added. Nodes are (kind, a, b): ("leaf", start, length) or
    ("add", left node, right node). `cplx`: the parts of n complex values, which NumPy's
    loop counts as 2n floats (blocks of 64 values, four lanes, its float split halved)."""
    nodes = []

    def build(start, m):
        if m <= (64 if cplx else 128):
            nodes.append(("leaf", start, m))
            return len(nodes) - 1
        n2 = m // 2
        n2 = n2 - n2 % 8
        if cplx:
            n2 = (m - m % 8) // 2
        left = build(start, n2)
        right = build(start + n2, m - n2)
        nodes.append(("add", left, right))
        return len(nodes) - 1

    build(0, n)
    return nodes


def _seq_sum(t):
    # ((0 + t0) + t1) + ... along the last axis, each step rounded to t's float. A float64
    # cumulative sum's last element adds in exactly that order; torch's float32/float16 one
    # keeps a wider running sum, so those go through NumPy's own accumulation (the + 0.0
    # is the start from +0: only a sign of zero differs).
    if t.shape[-1] == 0:
        return torch.zeros(tuple(t.shape[:-1]), dtype=t.dtype, device=t.device)
    if t.dtype == torch.float64:
        return t.cumsum(-1)[..., -1] + 0.0
    return _native.np_float_accumulate(t, "cumsum")[..., -1] + 0.0


def _leaf_sum(x, cplx=False):
    n = x.shape[-1]
    k = 4 if cplx else 8
    if n < k:
        return _seq_sum(x) if n > 0 else torch.zeros(x.shape[:-1], dtype=x.dtype)
    m = n - n % k
    lanes = _seq_sum(x[..., :m].reshape(tuple(x.shape[:-1]) + (m // k, k)).transpose(-1, -2))
    r = [lanes[..., i] for i in range(k)]
    if cplx:
        res = (r[0] + r[1]) + (r[2] + r[3])
    else:
        res = ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]))
    for i in range(m, n):
        res = res + x[..., i]
    return res


# Past this many values per sum the plan's Python bookkeeping costs more than it is worth:
# torch's own sum runs instead (the last bits may then differ from NumPy's).
_PAIRWISE_LIMIT = 1 << 16


def _last_axis_sum(x, cplx=False):
    """NumPy's pairwise sum of the last axis of float tensor x (`cplx`: x is one part of
    complex values)."""
    n = x.shape[-1]
    if n > _PAIRWISE_LIMIT:
        return torch.sum(x, dim=-1)
    vals = []
    for kind, p, q in _pairwise_plan(n, cplx):
        if kind == "leaf":
            vals.append(_leaf_sum(x[..., p:p + q], cplx))
        else:
            vals.append(vals[p] + vals[q])
    return vals[-1]


def _np_sum(t, axes, keepdims, cplx=False):
    """Sum of float tensor t over `axes` in NumPy's order: pairwise along a contiguous run of
    trailing axes, one row after another along a leading one. A complex t sums its parts
    apart, in the order NumPy's complex loop adds them (`cplx` marks such a part)."""
    if t.is_complex():
        return torch.complex(_np_sum(t.real, axes, keepdims, True), _np_sum(t.imag, axes, keepdims, True))
    nd = t.dim()
    axes = sorted(axes)
    if len(axes) == 0:
        return t.clone()
    if t.dtype not in (torch.float16, torch.float32, torch.float64):
        return torch.sum(t, dim=axes, keepdim=keepdims)
    shape = tuple(t.shape)
    # NumPy's iterator drops the length-1 axes: (3000, 1) summed over axis 0 is one
    # contiguous run, summed pairwise.
    dims = [d for d in range(nd) if shape[d] != 1]
    red = [i for i in range(len(dims)) if dims[i] in axes]
    x = t.reshape(tuple([shape[d] for d in dims]))
    m = len(dims)
    k = len(red)
    if k == 0:
        r = x + 0.0                 # each sum is 0 + its one value: -0.0 sums to 0.0
    elif red == list(range(m - k, m)):
        lead = tuple(x.shape[:m - k])
        # The run's length spelled out: -1 is ambiguous when a leading dim is 0.
        x = x.contiguous().reshape(lead + (_prod(x.shape[m - k:]),))
        if x.dtype == torch.float16:
            # NumPy's half loop sums a contiguous run in float (npy_half_to_float) and
            # rounds that sum to half once.
            r = _last_axis_sum(x.to(torch.float32)).to(torch.float16)
        else:
            r = _last_axis_sum(x, cplx)
    elif red == list(range(red[0], red[0] + k)) and _prod(x.shape[red[0]:red[0] + k]) <= _PAIRWISE_LIMIT:
        # Reduced axes ahead of kept ones: NumPy adds whole rows one after another, each sum
        # rounded to the array's float (a half's too).
        run = _prod(x.shape[red[0]:red[0] + k])
        x = x.reshape(tuple(x.shape[:red[0]]) + (run,) + tuple(x.shape[red[0] + k:]))
        r = _seq_sum(x.movedim(red[0], -1))
    else:
        return torch.sum(t, dim=axes, keepdim=keepdims)
    if keepdims:
        return r.reshape(tuple([1 if d in axes else shape[d] for d in range(nd)]))
    return r.reshape(tuple([shape[d] for d in range(nd) if d not in axes]))


def _div_count(t, n):
    if t.is_complex():
        # NumPy divides by the count (an np.intp: complex128 division) Smith's way: each
        # part times scl = 1/n in double, then back to the parts' float.
        scl = 1.0 / n
        pt = t.real.dtype
        return torch.complex((t.real.to(torch.float64) * scl).to(pt), (t.imag.to(torch.float64) * scl).to(pt))
    return (t.to(torch.float64) / n).to(t.dtype)


def _var_std(a, axis, dtype, out, ddof, keepdims, name):
    # NumPy's _var: mean (sum / n, kept as dims), squared deviations, their sum / (n - ddof).
    a = asarray(a)
    _refuse_complex_array(name, a)
    axes = _axes(axis, a.ndim)
    d = a.dtype
    cd = _dtype_of(dtype) if dtype is not None else (d if d.kind == "f" else _FLOAT64)
    t = _cast_tensor(a._t(), cd)
    n = _prod([a.shape[x] for x in axes])
    # NumPy divides by its item count as an intp: float32 sums divide in double, then round.
    mean_ = _div_count(_np_sum(t, axes, True), n) if len(axes) > 0 else t
    x = t - mean_
    x = x * x
    r = _np_sum(x, axes, keepdims)
    r = _div_count(r, _pymax(n - ddof, 0))
    if name == "std":
        r = _native.sqrt_ieee(r)
    return _finish(name, r.contiguous(), cd, out)


def var(a, axis=None, dtype=None, out=None, ddof=0, keepdims=_NoValue, *, where=_NoValue, mean=_NoValue, correction=_NoValue):
    if correction is not _NoValue:
        if ddof != 0:
            raise ValueError("ddof and correction can't be provided simultaneously.")
        ddof = correction
    if isinstance(a, torch.Tensor):
        return a.var(axis=axis, dtype=dtype, out=out, ddof=ddof, **_more.kwargs_given(keepdims=keepdims, where=where, mean=mean))
    if where is not _NoValue or mean is not _NoValue:
        raise NotImplementedError("np.var with where= or mean= is not supported in stridelab")
    return _var_std(a, axis, dtype, out, ddof, _given(keepdims, False), "var")


def std(a, axis=None, dtype=None, out=None, ddof=0, keepdims=_NoValue, *, where=_NoValue, mean=_NoValue, correction=_NoValue):
    if correction is not _NoValue:
        if ddof != 0:
            raise ValueError("ddof and correction can't be provided simultaneously.")
        ddof = correction
    if isinstance(a, torch.Tensor):
        return a.std(axis=axis, dtype=dtype, out=out, ddof=ddof, **_more.kwargs_given(keepdims=keepdims, where=where, mean=mean))
    if where is not _NoValue or mean is not _NoValue:
        raise NotImplementedError("np.std with where= or mean= is not supported in stridelab")
    return _var_std(a, axis, dtype, out, ddof, _given(keepdims, False), "std")


def _accumulate(name, a, axis, dtype, out):
    a = asarray(a)
    _refuse_complex_array(name, a)
    # A 0-d array accumulates as its 1-element ravel, whatever the axis (axis=0 is fine,
    # axis=1 is out of bounds "for array of dimension 1").
    if axis is None or a.ndim == 0:
        a = a.reshape(-1)
    ax = 0 if axis is None else _norm_axis(axis, a.ndim)
    d = a.dtype
    if dtype is not None:
        rd = _dtype_of(dtype)
    elif isinstance(out, ndarray) and not out._is_strings and out.dtype.kind == "f" and d.kind in "biuf":
        # With an out= and no dtype=, NumPy's loop is the promotion of the input and out
        # dtypes: a half array into a float32 out accumulates in float32.
        rd = _promote(d, out.dtype)
    elif d.kind == "u" and d.itemsize < 8:
        raise NotImplementedError("numpy." + name + " of a " + d.name + " array is uint64 in NumPy, a dtype stridelab lacks; pass dtype=np.int64")
    elif d.kind in "bi":
        rd = _INT64
    else:
        rd = d
    t = _cast_tensor(a._t(), rd)
    if a.ndim == 0:
        r = t.reshape(1)
    elif rd._torch in (torch.float16, torch.float32):
        # NumPy rounds each running value to the array's float; torch's keeps a wider one.
        r = _native.np_float_accumulate(t.movedim(ax, -1), name).movedim(-1, ax)
    else:
        r = torch.cumsum(t, ax) if name == "cumsum" else torch.cumprod(t, ax)
    return _finish(name, r.to(rd._torch).contiguous(), rd, out)


def cumsum(a, axis=None, dtype=None, out=None):
    if isinstance(a, torch.Tensor):
        return _more.wrapfunc(a, "cumsum", axis=axis, dtype=dtype, out=out)
    return _accumulate("cumsum", a, axis, dtype, out)


def cumprod(a, axis=None, dtype=None, out=None):
    if isinstance(a, torch.Tensor):
        return _more.wrapfunc(a, "cumprod", axis=axis, dtype=dtype, out=out)
    return _accumulate("cumprod", a, axis, dtype, out)


def _keep_reduced(r, shape, axes, keepdims):
    if keepdims:
        return r.reshape(tuple([1 if d in axes else shape[d] for d in range(len(shape))]))
    return r


def median(a, axis=None, out=None, overwrite_input=False, keepdims=False):
    """NumPy's median: the middle value, or the mean of the two middle ones ((a + b) / 2 in
    the result type); NaN where a slice holds one."""
    a = asarray(a)
    _refuse_complex_array("median", a)
    d = a.dtype
    rd = d if d.kind == "f" else _FLOAT64
    shape = a.shape
    if axis is None:
        t = a._t().reshape(-1)
        axes = list(range(a.ndim))
    else:
        axes = _norm_axis_tuple(axis, a.ndim, "axis")
        keep = [x for x in range(a.ndim) if x not in axes]
        t = a._t().permute(keep + axes)
        t = t.reshape(tuple([shape[x] for x in keep]) + (-1,))
    n = t.shape[-1]
    t = t.to(rd._torch)
    if n == 0:
        r = torch.full(tuple(t.shape[:-1]), nan, dtype=rd._torch)
    else:
        srt = torch.sort(t, dim=-1).values
        if n % 2 == 1:
            r = srt[..., n // 2] + 0
        else:
            r = (srt[..., n // 2 - 1] + srt[..., n // 2]) / 2
        if rd.kind == "f":
            hasnan = torch.isnan(t).any(dim=-1)
            r = torch.where(hasnan, torch.full_like(r, nan), r)
    r = _keep_reduced(r, shape, axes, keepdims)
    return _finish("median", r.contiguous(), rd, out)


def _quantile(name, a, q, axis, out, method, keepdims, scale):
    if method != "linear":
        raise NotImplementedError("numpy." + name + "(method='" + str(method) + "') is not supported in stridelab (method='linear' is)")
    a = asarray(a)
    _refuse_complex_array(name, a)
    weak_q = type(q) in (int, float)
    qa = asarray(q)
    if scale:
        qa = true_divide(qa, 100)
        qa = asarray(qa)
    qt = qa._t().to(torch.float64) if qa.dtype.kind != "f" or scale else qa._t()
    if bool(((qt < 0) | (qt > 1) | torch.isnan(qt)).any()):
        raise ValueError("Percentiles must be in the range [0, 100]" if scale else
                         "Quantiles must be in the range [0, 1]")
    if qa.ndim > 1:
        raise ValueError("q must be a scalar or 1d")
    d = a.dtype
    shape = a.shape
    if axis is None:
        t = a._t().reshape(-1)
        axes = list(range(a.ndim))
    else:
        axes = _norm_axis_tuple(axis, a.ndim, "axis")
        keep = [x for x in range(a.ndim) if x not in axes]
        t = a._t().permute(keep + axes)
        t = t.reshape(tuple([shape[x] for x in keep]) + (-1,))
    n = t.shape[-1]
    if n == 0:
        raise IndexError("index -1 is out of bounds for axis 0 with size 0")
    srt = torch.sort(t, dim=-1).values
    # q's array may live on another device than the data (a Generator's draws are on the
    # CPU, np.arange's on the default device): the indices follow the data.
    qv = qt.reshape(-1).to(torch.float64).to(t.device)
    virt = (n - 1) * qv
    prev = torch.floor(virt)
    gamma = virt - prev
    pi = prev.to(torch.int64)
    ni = pi + 1
    above = virt >= n - 1
    pi = torch.where(above, torch.full_like(pi, n - 1), pi)
    ni = torch.where(above, torch.full_like(ni, n - 1), ni)
    lo = srt.index_select(-1, pi)
    hi = srt.index_select(-1, ni)
    # _lerp: a + (b - a) * g, or b - (b - a) * (1 - g) where g >= 0.5; the result type
    # is the data's with a Python-number q (weak), else promoted with q's float64.
    diff = hi - lo
    if d.kind == "f" and weak_q:
        rd = d
    elif d.kind == "f":
        rd = _promote(d, qa.dtype if qa.dtype.kind == "f" else _FLOAT64)
    else:
        rd = _FLOAT64
    g = gamma.to(rd._torch)
    g1 = (1 - gamma).to(rd._torch)        # 1 - t taken in double, as for a Python float t
    lo = lo.to(rd._torch)
    hi = hi.to(rd._torch)
    diff = diff.to(rd._torch)
    r = torch.where(gamma >= 0.5, hi - diff * g1, lo + diff * g)
    if d.kind == "f":
        hasnan = torch.isnan(t).any(dim=-1, keepdim=True)
        r = torch.where(hasnan, torch.full_like(r, nan), r)
    # q's dimensions come first, as NumPy's
    r = r.movedim(-1, 0)
    if qa.ndim == 0:
        r = r[0]
        r = _keep_reduced(r, shape, axes, keepdims)
    elif keepdims:
        r = r.reshape((r.shape[0],) + tuple([1 if x in axes else shape[x] for x in range(len(shape))]))
    return _finish(name, r.contiguous(), rd, out)


def percentile(a, q, axis=None, out=None, overwrite_input=False, method="linear", keepdims=False, *, weights=None, interpolation=None):
    return _quantile("percentile", a, q, axis, out, method, keepdims, True)


def quantile(a, q, axis=None, out=None, overwrite_input=False, method="linear", keepdims=False, *, weights=None, interpolation=None):
    return _quantile("quantile", a, q, axis, out, method, keepdims, False)


# ----------------------------------------------------------------------------- sorting, searching

def sort(a, axis=-1, kind=None, order=None, *, stable=None):
    """np.sort (a stable sort whatever `kind`: equal values keep their order, which NumPy's
    default introsort only promises for short arrays; NaN sorts last as in NumPy)."""
    a = asarray(a)
    _refuse_complex_array("sort", a)
    if axis is None:
        a = a.reshape(-1)
        axis = -1
    if a.ndim == 0:
        raise AxisError(axis, 0)
    ax = _norm_axis(axis, a.ndim)
    return _new(torch.sort(a._t(), dim=ax, stable=True).values.contiguous(), a._npdt)


def argsort(a, axis=-1, kind=None, order=None, *, stable=None):
    if isinstance(a, torch.Tensor):
        return _more.wrapfunc(a, "argsort", axis=axis, kind=kind, order=order, stable=stable)
    a = asarray(a)
    if axis is None:
        a = a.reshape(-1)
        axis = -1
    if a.ndim == 0:
        return _new(torch.zeros(1, dtype=torch.int64))   # NumPy gives a 1-element array
    ax = _norm_axis(axis, a.ndim)
    return _new(torch.sort(a._t(), dim=ax, stable=True).indices.to(torch.int64).contiguous())


def _unique_flat(ar, return_index=False, return_inverse=False, return_counts=False, *, equal_nan=True):
    # np.unique of the flattened array (numpy_sets.py's unique, axis=None).
    ar = asarray(ar)
    _refuse_complex_array("unique", ar)
    if ar._is_strings:
        return _strings.unique(ar, return_index, return_inverse, return_counts)
    shape = ar.shape
    flat = ar._t().reshape(-1)
    n = flat.shape[0]
    sort_res = torch.sort(flat, stable=True)
    vals = sort_res.values
    perm = sort_res.indices
    if n == 0:
        mask = torch.zeros(0, dtype=torch.bool)
    else:
        diff = vals[1:] != vals[:-1]
        if vals.dtype.is_floating_point and equal_nan:
            # NaNs (sorted last) count as one value
            diff = diff & ~(torch.isnan(vals[1:]) & torch.isnan(vals[:-1]))
        mask = torch.cat([torch.ones(1, dtype=torch.bool), diff])
    uniq = _new(vals[mask].contiguous(), ar._npdt)
    if not (return_index or return_inverse or return_counts):
        return uniq
    out = [uniq]
    if return_index:
        out.append(_new(perm[mask].to(torch.int64).contiguous()))
    if return_inverse:
        group = torch.cumsum(mask.to(torch.int64), 0) - 1
        inv = torch.zeros(n, dtype=torch.int64)
        if n > 0:
            inv[perm] = group
        out.append(_new(inv.reshape(shape).contiguous()))
    if return_counts:
        starts = torch.nonzero(mask).reshape(-1)
        ends = torch.cat([starts[1:], torch.tensor([n], dtype=starts.dtype)])
        out.append(_new((ends - starts).to(torch.int64).contiguous()))
    return tuple(out)


def nonzero(a):
    if isinstance(a, torch.Tensor):
        return _more.wrapfunc(a, "nonzero")
    a = asarray(a)
    if a.ndim == 0:
        raise ValueError("Calling nonzero on 0d arrays is not allowed. Use np.atleast_1d(scalar).nonzero() instead.")
    t = a._t()
    # NumPy fills one (count, ndim) int64 array and hands back its columns: views with a
    # row stride of ndim items (so `torch.from_numpy`/`torch.LongTensor` of one is
    # non-contiguous, as pygcn's labels are).
    rows = _new(torch.nonzero(t != 0 if t.dtype != torch.bool else t).to(torch.int64).contiguous())
    return tuple([rows[:, k] for k in range(a.ndim)])


def flatnonzero(a):
    return nonzero(asarray(a).reshape(-1))[0]


def argwhere(a):
    if isinstance(a, torch.Tensor) and a.ndim > 0:
        # NumPy's argwhere is transpose(nonzero(a)): the tensor's nonzero(), transposed
        # through NumPy's _wrapit (Tensor.transpose(None) is a TypeError), so a tensor back.
        return transpose(nonzero(a))
    a = asarray(a)
    if a.ndim == 0:
        a = a.reshape(1)
        return _new(torch.zeros((int(bool(a[0])), 0), dtype=torch.int64))
    t = a._t()
    # transpose(nonzero(a)): the index arrays stacked into a fresh (ndim, count) array,
    # seen transposed.
    found = torch.nonzero(t != 0 if t.dtype != torch.bool else t).to(torch.int64)
    return _new(found.t().contiguous()).T


def count_nonzero(a, axis=None, *, keepdims=False):
    a = asarray(a)
    return sum(a != 0, axis=axis, keepdims=keepdims)


# ----------------------------------------------------------------------------- rearranging

def flip(m, axis=None):
    """A view stepping backwards along `axis` (every axis when None), as NumPy's."""
    if isinstance(m, torch.Tensor):
        # NumPy indexes anything with an ndim by itself: m[::-1] on a tensor, which PyTorch
        # refuses ("step must be greater than zero").
        axes = list(range(m.ndim)) if axis is None else _norm_axis_tuple(axis, m.ndim, None)
        return m[tuple([slice(None, None, -1) if d in axes else slice(None) for d in range(m.ndim)])]
    m = asarray(m)
    # normalize_axis_tuple(axis, m.ndim) without an argname: "axis 2 is out of bounds ...".
    axes = list(range(m.ndim)) if axis is None else _norm_axis_tuple(axis, m.ndim, None)
    st = list(m._st)
    off = m._off
    for d in axes:
        if m._shape[d] > 0:
            off = off + st[d] * (m._shape[d] - 1)
        st[d] = -st[d]
    r = _make(m._buf, m._shape, st, off, m._npdt)
    r._readonly = m._readonly
    return r


def fliplr(m):
    m = asarray(m)
    if m.ndim < 2:
        raise ValueError("Input must be >= 2-d.")
    return flip(m, 1)


def flipud(m):
    m = asarray(m)
    if m.ndim < 1:
        raise ValueError("Input must be >= 1-d.")
    return flip(m, 0)


def roll(a, shift, axis=None):
    a = asarray(a)
    if axis is None:
        return roll(a.reshape(-1), shift, 0).reshape(a.shape)
    axes = axis if isinstance(axis, (tuple, list)) else (axis,)
    shifts = shift if isinstance(shift, (tuple, list)) else (shift,)
    if len(shifts) == 1 and len(axes) > 1:
        shifts = tuple(shifts) * len(axes)
    if len(axes) == 1 and len(shifts) > 1:
        axes = tuple(axes) * len(shifts)
    if len(axes) != len(shifts):
        raise ValueError("'shift' and 'axis' should be scalars or 1D sequences")
    total = {}
    for ax, sh in zip(axes, shifts):
        ax = _norm_axis(ax, a.ndim)
        total[ax] = total.get(ax, 0) + _index_int(sh, "'" + type(sh).__name__ + "' object cannot be interpreted as an integer")
    t = a._t()
    for ax in total:
        if a.shape[ax] > 0:
            t = torch.roll(t, total[ax] % a.shape[ax], ax)
    return _new(t.contiguous(), a._npdt)


def tile(A, reps):
    A = asarray(A)
    reps = tuple(reps) if isinstance(reps, (tuple, list)) else (reps,)
    reps = tuple([_index_int(r, "'" + type(r).__name__ + "' object cannot be interpreted as an integer") for r in reps])
    d = len(reps)
    t = A._t()
    if A.ndim < d:
        t = t.reshape((1,) * (d - A.ndim) + A.shape)
    elif d < A.ndim:
        reps = (1,) * (A.ndim - d) + reps
    for r in reps:
        if r < 0:
            raise ValueError("negative dimensions are not allowed")
    return _new(t.repeat(reps).contiguous(), A._npdt)


def repeat(a, repeats, axis=None):
    if isinstance(a, torch.Tensor):
        return _more.wrapfunc(a, "repeat", repeats, axis=axis)
    a = asarray(a)
    if axis is None:
        a = a.reshape(-1)
        ax = 0
    else:
        ax = _norm_axis(axis, a.ndim)
    n = a.shape[ax]
    if isinstance(repeats, (ndarray, list, tuple)):
        r = asarray(repeats)
        if r.size == 1:
            reps = torch.full((n,), int(r.reshape(-1)[0]), dtype=torch.int64)
        elif r.shape != (n,):
            raise ValueError("operands could not be broadcast together with shape " + _shape_str((n,)) + " " + _shape_str(r.shape))
        else:
            reps = r._t().to(torch.int64)
    else:
        reps = torch.full((n,), _index_int(repeats, "Cannot cast array data from dtype('float64') to dtype('int64') according to the rule 'safe'"), dtype=torch.int64)
    if bool((reps < 0).any()):
        raise ValueError("repeats may not contain negative values.")
    return _new(torch.repeat_interleave(a._t(), reps, dim=ax).contiguous(), a._npdt)


def _take_axis(a, ax, start, stop):
    key = tuple([slice(None)] * ax + [slice(start, stop)])
    return a[key]


def array_split(ary, indices_or_sections, axis=0):
    ary = asarray(ary)
    n = ary.shape[axis]      # NumPy reads the length first: a bad axis is the tuple's IndexError
    ax = _norm_axis(axis, ary.ndim)
    if isinstance(indices_or_sections, (list, tuple, ndarray)):
        bounds = [0] + [int(i) for i in asarray(indices_or_sections).reshape(-1).tolist()] + [n]
    else:
        sections = _index_int(indices_or_sections, "'" + type(indices_or_sections).__name__ + "' object cannot be interpreted as an integer")
        if sections <= 0:
            raise ValueError("number sections must be larger than 0.")
        each, extras = _pydivmod(n, sections)
        sizes = [0] + extras * [each + 1] + (sections - extras) * [each]
        bounds = []
        acc = 0
        for sz in sizes:
            acc = acc + sz
            bounds.append(acc)
    return [_take_axis(ary, ax, bounds[i], bounds[i + 1]) for i in range(len(bounds) - 1)]


def split(ary, indices_or_sections, axis=0):
    ary = asarray(ary)
    if not isinstance(indices_or_sections, (list, tuple, ndarray)):
        sections = _index_int(indices_or_sections, "'" + type(indices_or_sections).__name__ + "' object cannot be interpreted as an integer")
        n = ary.shape[_norm_axis(axis, ary.ndim)]
        if sections == 0 or n % sections != 0:
            if sections == 0:
                raise ZeroDivisionError("integer modulo by zero")
            raise ValueError("array split does not result in an equal division")
    return array_split(ary, indices_or_sections, axis)


def hsplit(ary, indices_or_sections):
    ary = asarray(ary)
    if ary.ndim == 0:
        raise ValueError("hsplit only works on arrays of 1 or more dimensions")
    return split(ary, indices_or_sections, 1 if ary.ndim > 1 else 0)


def vsplit(ary, indices_or_sections):
    ary = asarray(ary)
    if ary.ndim < 2:
        raise ValueError("vsplit only works on arrays of 2 or more dimensions")
    return split(ary, indices_or_sections, 0)


def broadcast_shapes(*shapes):
    out = ()
    for s in shapes:
        s = _shape_arg(s)
        nb = _broadcast_shapes(out, s)
        if nb is None:
            raise ValueError("shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg 0 with shape " + _shape_text(out) + " and arg 1 with shape " + _shape_text(s) + ".")
        out = nb
    return out


def broadcast_to(array, shape, subok=False):
    """A read-only view repeating `array` along new or length-1 axes (stride 0)."""
    a = asarray(array)
    shape = _shape_arg(shape)
    for s in shape:
        if s < 0:
            raise ValueError("all elements of broadcast shape must be non-negative")
    nd = len(shape)
    ok = a.ndim <= nd
    st = []
    if ok:
        lead = nd - a.ndim
        for i in range(nd):
            if i < lead:
                st.append(0)
            else:
                n = a._shape[i - lead]
                if n == shape[i]:
                    st.append(a._st[i - lead])
                elif n == 1:
                    st.append(0)
                else:
                    ok = False
    if not ok:
        if nd == 0 and a.ndim > 0:
            raise ValueError("cannot broadcast a non-scalar to a scalar array")
        raise ValueError("operands could not be broadcast together with remapped shapes "
                         "[original->remapped]: " + _shape_text(a.shape).replace(" ", "") + "  and requested shape " +
                         _shape_text(shape).replace(" ", ""))
    r = _make(a._buf, shape, st, a._off, a._npdt)
    r._readonly = True
    return r


def broadcast_arrays(*args, subok=False):
    arrs = [asarray(x) for x in args]
    shape = broadcast_shapes(*[x.shape for x in arrs])
    return tuple([broadcast_to(x, shape) for x in arrs])


def meshgrid(*xi, copy=True, sparse=False, indexing="xy"):
    if indexing not in ("xy", "ij"):
        raise ValueError("Valid values for `indexing` are 'xy' and 'ij'.")
    nd = len(xi)
    s0 = (1,) * nd
    output = [asarray(x).reshape(s0[:i] + (-1,) + s0[i + 1:]) for i, x in enumerate(xi)]
    if indexing == "xy" and nd > 1:
        output[0] = output[0].reshape((1, -1) + s0[2:])
        output[1] = output[1].reshape((-1, 1) + s0[2:])
    if not sparse:
        output = list(broadcast_arrays(*output))
    if copy:
        output = [x.copy() for x in output]
    return tuple(output)


def diag(v, k=0):
    v = asarray(v)
    k = _index_int(k, "'" + type(k).__name__ + "' object cannot be interpreted as an integer")
    if v.ndim == 1:
        n = v.shape[0] + (k if k >= 0 else -k)
        r = zeros((n, n), v.dtype)
        for i in range(v.shape[0]):
            if k >= 0:
                r[i, i + k] = v[i]
            else:
                r[i - k, i] = v[i]
        return r
    if v.ndim == 2:
        return v.diagonal(k)
    raise ValueError("Input must be 1- or 2-d.")


def diagflat(v, k=0):
    return diag(asarray(v).reshape(-1), k)


def atleast_1d(*arys):
    res = [asarray(a) if asarray(a).ndim >= 1 else asarray(a).reshape(1) for a in arys]
    return res[0] if len(res) == 1 else tuple(res)


def atleast_2d(*arys):
    res = []
    for a in arys:
        a = asarray(a)
        if a.ndim == 0:
            a = a.reshape(1, 1)
        elif a.ndim == 1:
            a = a[None, :]
        res.append(a)
    return res[0] if len(res) == 1 else tuple(res)


# ----------------------------------------------------------------------------- text files

def _text_lines(fname):
    # A path (stridelab's file system), a file-like object, or an iterable of lines.
    if isinstance(fname, str):
        try:
            f = open(fname)
        except FileNotFoundError:
            raise FileNotFoundError(fname + " not found.")
        try:
            return f.read().split("\n")
        finally:
            f.close()
    if hasattr(fname, "read"):
        return fname.read().split("\n")
    return [x for x in fname]


def loadtxt(fname, dtype=float, comments="#", delimiter=None, converters=None, skiprows=0,
            usecols=None, unpack=False, ndmin=0, encoding=None, max_rows=None, *,
            quotechar=None, like=None):
    """np.loadtxt for plain numeric text: rows of fields split on `delimiter` (whitespace
    when None), `comments` cut off, blank lines skipped; `skiprows` counts every line."""
    if quotechar is not None:
        raise NotImplementedError("np.loadtxt(quotechar=) is not supported in stridelab")
    if converters is not None and not callable(converters) and not isinstance(converters, dict):
        raise TypeError("converters must be a dictionary mapping columns to converter functions "
                        "or a single callable.")
    dt = _dtype_of(dtype)
    if ndmin not in (0, 1, 2):
        raise ValueError("Illegal value of ndmin keyword: " + str(ndmin))
    if isinstance(comments, str):
        comments = [comments]
    elif comments is None:
        comments = []
    if usecols is not None:
        cols = list(usecols) if isinstance(usecols, (list, tuple, ndarray)) else [usecols]
        cols = [_index_int(c, "usecols must be an int or a sequence of ints but it contains at least one element of type " + type(c).__name__) for c in cols]
    else:
        cols = None
    lines = _text_lines(fname)
    rows = []
    ncols = None
    convs = None
    lineno = 0
    for raw in lines:
        lineno = lineno + 1
        if lineno <= skiprows:
            continue
        if max_rows is not None and len(rows) >= max_rows:
            break
        if not isinstance(raw, str):
            raw = raw.decode("latin1")
        line = raw
        for c in comments:
            if c in line:
                line = line.split(c)[0]
        line = line.strip("\r\n")
        if line.strip() == "":
            continue
        fields = line.split() if delimiter is None else line.split(delimiter)
        if cols is not None:
            picked = []
            for c in cols:
                if c < -len(fields) or c >= len(fields):
                    raise ValueError("invalid column index " + str(c) + " at row " + str(len(rows) + 1) +
                                     " with " + str(len(fields)) + " columns")
                picked.append(fields[c])
            fields = picked
        if ncols is None:
            ncols = len(fields)
            convs = _loadtxt_converters(converters, ncols, cols)
        elif len(fields) != ncols:
            raise ValueError("the number of columns changed from " + str(ncols) + " to " +
                             str(len(fields)) + " at row " + str(len(rows) + 1) +
                             "; use `usecols` to select a subset and avoid this error")
        # (NumPy's conversion errors count data rows from 0, its other errors from 1.)
        row = []
        for j in range(len(fields)):
            col = (cols[j] if cols is not None else j) + 1
            if convs is not None and convs[j] is not None:
                row.append(_converted(fields[j], convs[j], dt, len(rows), col))
            else:
                row.append(_parse_field(fields[j], dt, len(rows), col))
        rows.append(row)
    if len(rows) == 0:
        arr = _new(torch.zeros(0, dtype=dt._torch), dt)
    else:
        arr = array(rows, dtype=dt)
    # NumPy squeezes the table (one row or one column gives 1-D, one value 0-D) up to ndmin.
    if arr.ndim > ndmin:
        arr = arr.squeeze()
    while arr.ndim < ndmin:
        arr = arr.reshape((1,) + arr.shape) if arr.ndim == 0 or ndmin == 1 else arr.reshape(arr.shape + (1,))
    if unpack:
        return arr.T
    return arr


def _loadtxt_converters(converters, ncols, cols):
    """np.loadtxt's converters per field (None: parse the text): a callable for every
    column, or a dict keyed by column (by the file's column number when usecols picks)."""
    if converters is None:
        return None
    if callable(converters):
        return [converters] * ncols
    out = [None] * ncols
    for k, f in converters.items():
        if not isinstance(k, int):
            raise TypeError("keys of the converters dictionary must be integers; got " + repr(k))
        if not callable(f):
            raise TypeError("values of the converters dictionary must be callable, but the value "
                            "associated with key " + str(k) + " is not")
        if cols is None:
            if k < -ncols or k >= ncols:
                raise ValueError("converter specified for column " + str(k) + ", which is invalid "
                                 "for the number of fields " + str(ncols) + ".")
            out[k + ncols if k < 0 else k] = f
        else:
            for j in range(len(cols)):
                if cols[j] == k:
                    out[j] = f
    return out


def _converted(s, conv, dt, row, col):
    # NumPy 2 hands a converter the field's text (not stripped) and stores what it returns
    # as an assignment to the array would; text it returns is parsed as a field.
    v = conv(s)
    try:
        if isinstance(v, str):
            return _parse_field(v, dt, row, col)
        if dt.kind == "f":
            return float(v)
        if dt is _BOOL:
            return bool(v)
        return int(v)
    except (ValueError, TypeError):
        raise ValueError("could not convert string '" + s + "' to " + dt.name + " at row " +
                         str(row) + ", column " + str(col) + ".")


def _parse_field(s, dt, row, col):
    v = s.strip()
    try:
        if dt.kind == "f":
            return float(v)
        if dt is _BOOL:
            return bool(int(v))
        return int(v)
    except ValueError:
        raise ValueError("could not convert string '" + s + "' to " + dt.name + " at row " +
                         str(row) + ", column " + str(col) + ".")


def savetxt(fname, X, fmt="%.18e", delimiter=" ", newline="\n", header="", footer="",
            comments="# ", encoding=None):
    X = asarray(X)
    if X.ndim == 0 or X.ndim > 2:
        raise ValueError("Expected 1D or 2D array, got " + str(X.ndim) + "D array instead")
    if X.ndim == 1:
        X = X.reshape(-1, 1)
    ncol = X.shape[1]
    if isinstance(fmt, (list, tuple)):
        if len(fmt) != ncol:
            raise AttributeError("fmt has wrong shape.  " + str(fmt))
        format_ = delimiter.join(fmt)
    elif isinstance(fmt, str):
        n = fmt.count("%")
        if n == 1:
            format_ = delimiter.join([fmt] * ncol)
        elif n != ncol:
            raise ValueError("fmt has wrong number of % formats:  " + fmt)
        else:
            format_ = fmt
    else:
        raise ValueError("invalid fmt: " + repr(fmt))
    parts = []
    if len(header) > 0:
        parts.append(comments + header.replace("\n", "\n" + comments) + newline)
    for row in X.tolist():
        parts.append(format_ % tuple(row) + newline)
    if len(footer) > 0:
        parts.append(comments + footer.replace("\n", "\n" + comments) + newline)
    text = "".join(parts)
    if isinstance(fname, str):
        f = open(fname, "w")
        try:
            f.write(text)
        finally:
            f.close()
    else:
        fname.write(text)


# ----------------------------------------------------------------------------- print and error state

def set_printoptions(precision=None, threshold=None, edgeitems=None, linewidth=None,
                     suppress=None, nanstr=None, infstr=None, formatter=None, sign=None,
                     floatmode=None, *, legacy=None, override_repr=None):
    new = {}
    if precision is not None:
        if isinstance(precision, bool) or not isinstance(precision, (int, generic)) or \
                (isinstance(precision, generic) and precision.dtype.kind not in "iu"):
            raise TypeError("precision must be an integer")
        new["precision"] = int(precision)
    if threshold is not None:
        if not isinstance(threshold, (int, float, generic)):
            raise TypeError("threshold must be numeric")
        if threshold != threshold:
            raise ValueError("threshold must be non-NAN, try sys.maxsize for untruncated representation")
        new["threshold"] = threshold
    if edgeitems is not None:
        new["edgeitems"] = int(edgeitems)
    if linewidth is not None:
        new["linewidth"] = int(linewidth)
    if suppress is not None:
        new["suppress"] = bool(suppress)
    for name, val, default in (("nanstr", nanstr, "nan"), ("infstr", infstr, "inf"),
                               ("formatter", formatter, None), ("sign", sign, "-"),
                               ("floatmode", floatmode, "maxprec"), ("legacy", legacy, False),
                               ("override_repr", override_repr, None)):
        if val is not None and val != default:
            raise NotImplementedError("np.set_printoptions(" + name + "=) is not supported in stridelab "
                                      "(precision, threshold, edgeitems, linewidth, suppress are)")
    for k in new:
        _PRINT[k] = new[k]


def get_printoptions():
    return dict(_PRINT)


class printoptions:
    """with np.printoptions(...): the options for the block, the old ones restored after."""

    def __init__(self, *args, **kwargs):
        self._args = args
        self._kwargs = kwargs

    def __enter__(self):
        self._saved = dict(_PRINT)
        set_printoptions(*self._args, **self._kwargs)
        return get_printoptions()

    def __exit__(self, *exc):
        _PRINT.clear()
        _PRINT.update(self._saved)
        return False


# np.seterr's state. Only kept: stridelab's numpy raises and warns about nothing here.
_ERR = {"divide": "warn", "over": "warn", "under": "ignore", "invalid": "warn"}
_ERR_MODES = ("ignore", "warn", "raise", "call", "print", "log")


def seterr(all=None, divide=None, over=None, under=None, invalid=None):
    old = dict(_ERR)
    new = {}
    for k in _ERR:
        new[k] = all if all is not None else None
    for k, v in (("divide", divide), ("over", over), ("under", under), ("invalid", invalid)):
        if v is not None:
            new[k] = v
    for k in new:
        if new[k] is not None:
            if new[k] not in _ERR_MODES:
                raise ValueError("invalid error mode '" + str(new[k]) + "'")
            _ERR[k] = new[k]
    return old


def geterr():
    return dict(_ERR)


class errstate:
    """with np.errstate(divide='ignore'): the error modes for the block, restored after."""

    def __init__(self, *, call=None, all=None, divide=None, over=None, under=None, invalid=None):
        # (checked on entering, as NumPy's)
        self._kw = {"all": all, "divide": divide, "over": over, "under": under, "invalid": invalid}

    def __enter__(self):
        self._saved = seterr(**self._kw)
        return None

    def __exit__(self, *exc):
        _ERR.clear()
        _ERR.update(self._saved)
        return False

    def __call__(self, func):
        def wrapper(*args, **kwargs):
            with errstate(**self._kw):
                return func(*args, **kwargs)
        return wrapper


# ----------------------------------------------------------------------------- random

# RandomState's parameter constraints (numpy/random/_common.pyx), and the largest lam
# the legacy Poisson sampler takes.
_CONS_NONE, _CONS_NON_NEGATIVE, _CONS_POSITIVE, _CONS_BOUNDED_0_1, _CONS_POISSON = 0, 1, 2, 3, 4
_CONS_BOUNDED_GT_0_1, _CONS_POSITIVE_NOT_NAN = 5, 6
# POISSON_LAM_MAX of RandomState and Generator alike (int64 is C long here).
_LEGACY_POISSON_LAM_MAX = float(9223372036854775807) - math.sqrt(9223372036854775807) * 10


def _rs_size(size):
    """np.empty(size)'s shape, with its errors (size= of every sampler)."""
    if isinstance(size, (list, tuple)):
        return _new_shape(tuple(size))
    if isinstance(size, ndarray):
        return _new_shape(tuple(size.tolist()))
    try:
        n = _index_int(size, "")
    except TypeError:
        raise TypeError("expected a sequence of integers or a single integer, got '" + str(size) + "'")
    if n < 0:
        raise ValueError("negative dimensions are not allowed")
    return (n,)


def _rs_is_scalar(x):
    # What PyArray_FROM_OTF makes 0-d: the samplers' scalar path.
    if isinstance(x, ndarray):
        return x.ndim == 0
    if torch.is_tensor(x):
        return x.dim() == 0
    return not isinstance(x, (list, tuple, range))


def _rs_broadcast(shapes):
    """PyArray_Broadcast over `shapes` (an np.broadcast of the arguments), with its error."""
    nd = 0
    for sh in shapes:
        nd = _pymax(nd, len(sh))
    out = []
    for i in range(nd):
        d = 1
        src = 0
        for j in range(len(shapes)):
            sh = shapes[j]
            k = i + len(sh) - nd
            if k < 0 or sh[k] == 1:
                continue
            if d == 1:
                d = sh[k]
                src = j
            elif d != sh[k]:
                raise ValueError("shape mismatch: objects cannot be broadcast to a single shape.  "
                                 "Mismatch is between arg " + str(src) + " with shape " +
                                 str(tuple(shapes[src])) + " and arg " + str(j) + " with shape " +
                                 str(tuple(sh)) + ".")
        out.append(d)
    return tuple(out)


def _rs_check_scalar(v, name, cons):
    if cons == _CONS_NON_NEGATIVE:
        if not math.isnan(v) and math.copysign(1.0, v) < 0:
            raise ValueError(name + " < 0")
    elif cons == _CONS_POSITIVE:
        if v <= 0:
            raise ValueError(name + " <= 0")
    elif cons == _CONS_BOUNDED_0_1:
        if not (v >= 0) or not (v <= 1):
            raise ValueError(name + " < 0, " + name + " > 1 or " + name + " is NaN")
    elif cons == _CONS_BOUNDED_GT_0_1:
        if not (v > 0) or not (v <= 1):
            raise ValueError(name + " <= 0, " + name + " > 1 or " + name + " contains NaNs")
    elif cons == _CONS_POSITIVE_NOT_NAN:
        if math.isnan(v):
            raise ValueError(name + " must not be NaN")
        if v <= 0:
            raise ValueError(name + " <= 0")
    elif cons == _CONS_POISSON:
        if not (v >= 0):
            raise ValueError(name + " < 0 or " + name + " is NaN")
        if not (v <= _LEGACY_POISSON_LAM_MAX):
            raise ValueError(name + " value too large")


def _rs_check_array(t, name, cons):
    if cons == _CONS_NON_NEGATIVE:
        bad = (t < 0) if not t.dtype.is_floating_point else (~torch.isnan(t)) & torch.signbit(t)
        if bool(bad.any()):
            raise ValueError(name + " < 0")
    elif cons == _CONS_POSITIVE:
        if bool((t <= 0).any()):
            raise ValueError(name + " <= 0")
    elif cons == _CONS_BOUNDED_0_1:
        if not bool(((t >= 0) & (t <= 1)).all()):
            raise ValueError(name + " < 0, " + name + " > 1 or " + name + " contains NaNs")
    elif cons == _CONS_BOUNDED_GT_0_1:
        if not bool(((t > 0) & (t <= 1)).all()):
            raise ValueError(name + " <= 0, " + name + " > 1 or " + name + " contains NaNs")
    elif cons == _CONS_POSITIVE_NOT_NAN:
        if t.dtype.is_floating_point and bool(torch.isnan(t).any()):
            raise ValueError(name + " must not be NaN")
        if bool((t <= 0).any()):
            raise ValueError(name + " <= 0")
    elif cons == _CONS_POISSON:
        if not bool((t <= _LEGACY_POISSON_LAM_MAX).all()):
            raise ValueError(name + " value too large")
        if not bool((t >= 0.0).all()):
            raise ValueError(name + " < 0 or " + name + " contains NaNs")


def _rs_cont(fill, dist, size, params):
    """_common.pyx's `cont`/`disc` for a sampler `fill(dist, n, a, b)` (a flat tensor of `n`
    draws): `params` are (value, name, constraint); scalars give a Python number without
    size, arrays broadcast (against size when given), C order."""
    if _pyall([_rs_is_scalar(v) for v, _, _ in params]):
        vals = []
        for v, name, cons in params:
            f = float(v)
            if cons != _CONS_NONE:
                _rs_check_scalar(f, name, cons)
            vals.append(f)
        while len(vals) < 2:
            vals.append(0.0)
        if size is None:
            return fill(dist, 1, *vals).item()
        shape = _rs_size(size)
        return _new(fill(dist, _prod(shape), *vals).reshape(shape))
    arrs = []
    for v, name, cons in params:
        a = asarray(list(v) if isinstance(v, range) else v, dtype=float64)
        if cons != _CONS_NONE:
            _rs_check_array(a._t(), name, cons)
        arrs.append(a)
    return _rs_broadcast_fill(fill, dist, size, arrs)


def _rs_broadcast_fill(fill, dist, size, arrs):
    if size is not None:
        shape = _rs_size(size)
        it = _rs_broadcast([shape] + [a.shape for a in arrs])
        if it != shape:
            raise ValueError("Output size " + str(shape) + " is not compatible with broadcast "
                             "dimensions of inputs " + str(it) + ".")
    else:
        shape = _rs_broadcast([a.shape for a in arrs])
    ts = [a._t().broadcast_to(shape).contiguous().reshape(-1) for a in arrs]
    while len(ts) < 2:
        ts.append(None)
    return _new(fill(dist, _prod(shape), *ts).reshape(shape))


def _rs_int64_array(n):
    """PyArray_FROM_OTF(n, NPY_INT64): an array is cast by the safe rule (a float or uint64
    array is a TypeError), a sequence is read into int64."""
    if isinstance(n, ndarray) and not can_cast(n.dtype, int64):
        raise TypeError("Cannot cast array data from " + repr(n.dtype) +
                        " to dtype('int64') according to the rule 'safe'")
    a = asarray(n)
    return a if a.dtype is _INT64 else a.astype(int64)


def _rs_long(x):
    # Cython's <long>x: an int, a float truncated, an overflow past 64 bits.
    if isinstance(x, generic):
        x = x._v
    if isinstance(x, ndarray):
        x = x.item()
    if isinstance(x, float):
        if math.isnan(x) or math.isinf(x):
            raise OverflowError("cannot convert float " + ("NaN" if math.isnan(x) else "infinity") + " to integer")
        x = int(x)
    x = _index_int(x, "an integer is required")
    if x < -9223372036854775808 or x > 9223372036854775807:
        raise OverflowError("Python int too large to convert to C long")
    return x


class _RandomModule:
    """np.random's legacy global RandomState (MT19937, as `np.random.seed` seeds it). Every
    sampler draws NumPy's legacy stream to the bit (numpy_bridge/legacy.rs)."""

    def __init__(self):
        self._gen = _native.np_mt_new(None)

    def seed(self, seed=None):
        if seed is not None:
            s = _index_int(seed, "Cannot cast scalar from dtype('float64') to dtype('int64') according to the rule 'safe'")
            if s < 0 or s > 4294967295:
                raise ValueError("Seed must be between 0 and 2**32 - 1")
            seed = s
        self._gen = _native.np_mt_new(seed)

    def _draw(self, shape, kind):
        t = _native.np_legacy_fill(self._gen, kind, _prod(shape))
        if len(shape) == 0:
            return t.item()         # a Python float, as RandomState gives
        return _new(t.reshape(shape))

    def _fill(self, dist, n, a=None, b=None):
        return _native.np_legacy_fill(self._gen, dist, n, a, b)

    def _cont(self, dist, size, params):
        return _rs_cont(self._fill, dist, size, params)

    def rand(self, *shape):
        return self._draw(_new_shape(tuple(shape)) if len(shape) > 0 else (), "random_sample")

    def randn(self, *shape):
        return self._draw(_new_shape(tuple(shape)) if len(shape) > 0 else (), "standard_normal")

    def random(self, size=None):
        return self._draw(() if size is None else _rs_size(size), "random_sample")

    def random_sample(self, size=None):
        return self.random(size)

    def sample(self, size=None):
        return self.random(size)

    def ranf(self, size=None):
        return self.random(size)

    def standard_normal(self, size=None):
        return self._draw(() if size is None else _rs_size(size), "standard_normal")

    def normal(self, loc=0.0, scale=1.0, size=None):
        return self._cont("normal", size, [(loc, "", _CONS_NONE), (scale, "scale", _CONS_NON_NEGATIVE)])

    def uniform(self, low=0.0, high=1.0, size=None):
        # random_uniform(low, high - low): low + (high - low) * random_sample()
        if _rs_is_scalar(low) and _rs_is_scalar(high):
            lo = float(low)
            rng = float(high) - lo
            if math.isnan(rng) or math.isinf(rng):
                raise OverflowError("Range exceeds valid bounds")
            return self._cont("uniform", size, [(lo, "", _CONS_NONE), (rng, "", _CONS_NONE)])
        alow = asarray(low, dtype=float64)
        arng = subtract(asarray(high, dtype=float64), alow)
        if not bool(torch.isfinite(asarray(arng)._t()).all()):
            raise OverflowError("Range exceeds valid bounds")
        return self._cont("uniform", size, [(alow, "", _CONS_NONE), (arng, "", _CONS_NONE)])

    def standard_exponential(self, size=None):
        return self._cont("standard_exponential", size, [])

    def exponential(self, scale=1.0, size=None):
        return self._cont("exponential", size, [(scale, "scale", _CONS_NON_NEGATIVE)])

    def standard_gamma(self, shape, size=None):
        return self._cont("standard_gamma", size, [(shape, "shape", _CONS_NON_NEGATIVE)])

    def gamma(self, shape, scale=1.0, size=None):
        return self._cont("gamma", size, [(shape, "shape", _CONS_NON_NEGATIVE),
                                          (scale, "scale", _CONS_NON_NEGATIVE)])

    def beta(self, a, b, size=None):
        return self._cont("beta", size, [(a, "a", _CONS_POSITIVE), (b, "b", _CONS_POSITIVE)])

    def laplace(self, loc=0.0, scale=1.0, size=None):
        return self._cont("laplace", size, [(loc, "loc", _CONS_NONE), (scale, "scale", _CONS_NON_NEGATIVE)])

    def lognormal(self, mean=0.0, sigma=1.0, size=None):
        return self._cont("lognormal", size, [(mean, "mean", _CONS_NONE), (sigma, "sigma", _CONS_NON_NEGATIVE)])

    def poisson(self, lam=1.0, size=None):
        # legacy_random_poisson; a Python int without size, int64 otherwise
        return self._cont("poisson", size, [(lam, "lam", _CONS_POISSON)])

    def binomial(self, n, p, size=None):
        # mtrand's own loop: p then n, legacy_random_binomial (no shortcut for n or p of 0)
        if _rs_is_scalar(p) and _rs_is_scalar(n):
            dp = float(p)
            ln = _rs_long(n)
            _rs_check_scalar(dp, "p", _CONS_BOUNDED_0_1)
            _rs_check_scalar(float(ln), "n", _CONS_NON_NEGATIVE)
            if size is None:
                return _native.np_legacy_fill(self._gen, "binomial", 1, dp, ln).item()
            shape = _rs_size(size)
            t = _native.np_legacy_fill(self._gen, "binomial", _prod(shape), dp, ln)
            return _new(t.reshape(shape))
        parr = asarray(p, dtype=float64)
        narr = _rs_int64_array(n)
        _rs_check_array(parr._t(), "p", _CONS_BOUNDED_0_1)
        _rs_check_array(narr._t(), "n", _CONS_NON_NEGATIVE)
        return _rs_broadcast_fill(self._fill, "binomial", size, [parr, narr])

    def multinomial(self, n, pvals, size=None):
        n = _rs_long(n)
        parr = asarray(pvals, dtype=float64)
        if parr.ndim == 0:
            raise TypeError("pvals must be a 1-d sequence")
        if parr.ndim > 1:
            raise ValueError("setting an array element with a sequence. The requested array would "
                             "exceed the maximum number of dimension of 1.")
        d = parr.shape[0]
        pt = parr._t().contiguous()
        _rs_check_array(pt, "pvals", _CONS_BOUNDED_0_1)
        if d > 0 and _native.np_kahan_sum(pt[:d - 1]) > 1.0 + 1e-12:
            raise ValueError("sum(pvals[:-1]) > 1.0")
        if size is None:
            shape = (d,)
        else:
            try:
                shape = (_index_int(size, ""), d)
            except TypeError:
                if not isinstance(size, (list, tuple, ndarray)):
                    raise TypeError("'" + type(size).__name__ + "' object is not iterable")
                shape = tuple(size) + (d,)
            shape = _new_shape(shape)
        _rs_check_scalar(float(n), "n", _CONS_NON_NEGATIVE)
        count = _prod(shape) // d if d > 0 else 0
        t = _native.np_legacy_multinomial(self._gen, n, pt, count)
        return _new(t.reshape(shape))

    def choice(self, a, size=None, replace=True, p=None):
        arr = None
        if _rs_is_scalar(a):
            v = a.item() if isinstance(a, ndarray) else a
            if isinstance(v, generic):
                v = v._v
            if not isinstance(v, int):
                raise ValueError("a must be 1-dimensional or an integer")
            pop_size = int(v)
            if pop_size <= 0 and (size is None or _prod(_rs_size(size)) != 0):
                raise ValueError("a must be greater than 0 unless no samples are taken")
        else:
            arr = asarray(list(a) if isinstance(a, range) else a)
            if arr.ndim != 1:
                raise ValueError("a must be 1-dimensional")
            pop_size = arr.shape[0]
            if pop_size == 0 and (size is None or _prod(_rs_size(size)) != 0):
                raise ValueError("'a' cannot be empty unless no samples are taken")

        pt = None
        if p is not None:
            len(p)
            atol = 1.4901161193847656e-08       # np.sqrt(np.finfo(np.float64).eps)
            if isinstance(p, ndarray) and p.dtype is _FLOAT32:
                atol = _pymax(atol, torch.tensor(math.sqrt(1.1920928955078125e-07), dtype=torch.float32).item())
            parr = asarray(p, dtype=float64)
            if parr.ndim != 1:
                raise ValueError("'p' must be 1-dimensional")
            if parr.size != pop_size:
                raise ValueError("'a' and 'p' must have same size")
            pt = parr._t().contiguous()
            p_sum = _native.np_kahan_sum(pt)
            if math.isnan(p_sum):
                raise ValueError("probabilities contain NaN")
            if bool((pt < 0).any()):
                raise ValueError("probabilities are not non-negative")
            if math.fabs(p_sum - 1.0) > atol:
                raise ValueError("probabilities do not sum to 1")

        is_scalar = size is None
        shape = () if is_scalar else size
        n = 1 if is_scalar else _prod(_shape_arg(shape))

        if replace:
            if pt is not None:
                dims = _rs_size(shape) if not is_scalar else ()
                t = _native.np_legacy_choice_p(self._gen, pt, _prod(dims), True)
                idx = _new(t.reshape(dims))
            elif n == 0:
                idx = zeros(_rs_size(shape), dtype=int64)
            else:
                idx = self.randint(0, pop_size, size=shape)
                if not isinstance(idx, ndarray):
                    idx = array(idx, dtype=int64)
        else:
            if n > pop_size:
                raise ValueError("Cannot take a larger sample than population when 'replace=False'")
            elif n < 0:
                raise ValueError("Negative dimensions are not allowed")
            dims = _rs_size(shape) if not is_scalar else ()
            if pt is not None:
                if int(torch.count_nonzero(pt > 0).item()) < n:
                    raise ValueError("Fewer non-zero entries in p than size")
                t = _native.np_legacy_choice_p(self._gen, pt, n, False)
                idx = _new(t.reshape(dims))
            else:
                idx = self.permutation(pop_size)[:n].reshape(dims)

        if is_scalar:
            idx = idx.item()
        if arr is None:
            return idx
        if not is_scalar and idx.ndim == 0:
            return arr[idx.reshape(1)].reshape(())
        return arr[idx]

    def randint(self, low, high=None, size=None, dtype=int):
        if high is None:
            low, high = 0, low
        low = _index_int(low, "randint: low must be an integer")
        high = _index_int(high, "randint: high must be an integer")
        if low >= high:
            raise ValueError("low >= high")
        shape = () if size is None else _new_shape(size)
        if low >= -9223372036854775808 and high - low - 1 <= 9223372036854775807:
            t = _native.np_legacy_fill(self._gen, "randint", _prod(shape), low, high - low - 1)
            if len(shape) == 0:
                return t.item()
            return _new(t.reshape(shape))
        vals = _native.np_mt_draw(self._gen, _prod(shape), "bounded", high - low - 1)
        vals = [low + v for v in vals]
        if len(shape) == 0:
            return vals[0]
        return _new(torch.tensor(vals, dtype=torch.int64).reshape(shape))

    def shuffle(self, x):
        # RandomState.shuffle: Fisher-Yates from the end, each partner drawn by
        # random_interval; the final order is worked out natively, then applied at once
        # (rows of an array move whole).
        if isinstance(x, ndarray):
            order = _native.np_legacy_shuffle_order(self._gen, len(x))
            if len(x) > 1:
                x[...] = x[_new(order)]
        else:
            order = _native.np_shuffle_order(self._gen, len(x))
            items = [x[i] for i in order]
            for k in range(len(items)):
                x[k] = items[k]

    def permutation(self, x):
        if isinstance(x, int) or (isinstance(x, generic) and x.dtype.kind in "iu"):
            arr = arange(int(x))
        else:
            arr = array(x)
        self.shuffle(arr)
        return arr

    def __getattr__(self, name):
        raise NotImplementedError("numpy.random." + name + " is not supported in stridelab "
                                  "(seed, rand, randn, randint, random, random_sample, standard_normal, "
                                  "normal, uniform, choice, beta, gamma, standard_gamma, exponential, "
                                  "standard_exponential, binomial, poisson, laplace, lognormal, "
                                  "multinomial, shuffle, permutation, RandomState are)")


class RandomState(_RandomModule):
    """np.random.RandomState(seed): a legacy MT19937 generator of its own."""

    def __init__(self, seed=None):
        _RandomModule.__init__(self)
        if seed is not None:
            self.seed(seed)


_RandomModule.RandomState = RandomState
random = _RandomModule()


# ----------------------------------------------------------------------------- printing

# np.set_printoptions' state, kept in a dict so the functions here read the current one.
_PRINT = {"edgeitems": 3, "threshold": 1000, "floatmode": "maxprec", "precision": 8,
          "suppress": False, "linewidth": 75, "nanstr": "nan", "infstr": "inf", "sign": "-",
          "formatter": None, "legacy": False, "override_repr": None}


def _leading_trailing(t, edge):
    for ax in range(t.dim()):
        n = t.shape[ax]
        if n > 2 * edge:
            t = torch.cat([t.narrow(ax, 0, edge), t.narrow(ax, n - edge, edge)], ax)
    return t


def _flatten(x, out):
    if isinstance(x, list):
        for y in x:
            _flatten(y, out)
    else:
        out.append(x)
    return out


class _FloatFormat:
    """numpy's FloatingFormat in 'maxprec' mode (precision 8, sign '-', no suppression)."""

    def __init__(self, vals, bits, plus=False):
        # `plus`: sign='+' (a complex's imaginary parts): '+' before every value whose sign
        # bit is clear, counted in the padding as a '-' is.
        self.bits = bits
        self.plus = plus
        finite = [v for v in vals if not (math.isnan(v) or math.isinf(v))]
        nz = [-v if v < 0 else v for v in finite if v != 0]
        self.exp = False
        if len(nz) > 0:
            mx = _pymax(nz)
            mn = _pymin(nz)
            # arrayprint's cutoff 10**min(8, finfo.precision), and its comparisons made
            # in the array's own float type (NEP 50: 0.0001 becomes a float16 there).
            cutoff = {16: 1.e3, 32: 1.e6}.get(bits, 1.e8)
            small = _in_float(0.0001, bits)
            if mx >= cutoff or (not _PRINT["suppress"] and (mn < small or _in_float(mx / mn, bits) > 1000.)):
                self.exp = True
        self.precision = _PRINT["precision"]
        if len(finite) == 0:
            self.pad_left = 0
            self.pad_right = 0
            self.exp_size = -1
        elif self.exp:
            parts = [_native.np_float_str(x, bits, "sci", _PRINT["precision"]) for x in finite]
            ints = [self._signed(p[0].split(".")[0], x) for p, x in zip(parts, finite)]
            fracs = [p[0].split(".")[1] for p in parts]
            exps = [len(str(-p[1] if p[1] < 0 else p[1])) for p in parts]
            self.exp_size = _pymax([_pymax([2, n]) for n in exps])
            self.precision = _pymax([len(f) for f in fracs])
            self.pad_left = _pymax([len(s) for s in ints])
            self.pad_right = self.exp_size + 2 + self.precision
        else:
            strs = [self._signed(_native.np_float_str(x, bits, "pos", _PRINT["precision"]), x)
                    for x in finite]
            self.pad_left = _pymax([len(s.split(".")[0]) for s in strs])
            self.pad_right = _pymax([len(s.split(".")[1]) for s in strs])
            self.exp_size = -1
        if len(finite) != len(vals):
            neginf = 1 if plus or len([v for v in vals if v == -inf]) > 0 else 0
            offset = self.pad_right + 1
            self.pad_left = _pymax([self.pad_left, 3 - offset, 3 + neginf - offset])

    def _signed(self, s, x):
        if self.plus and not s.startswith("-") and math.copysign(1.0, x) > 0:
            return "+" + s
        return s

    def __call__(self, x):
        if math.isnan(x) or math.isinf(x):
            ret = "nan" if math.isnan(x) else ("-inf" if x < 0 else "inf")
            if self.plus and ret[0] != "-":
                ret = "+" + ret
            return " " * (self.pad_left + self.pad_right + 1 - len(ret)) + ret
        if self.exp:
            m, e = _native.np_float_str(x, self.bits, "sci", self.precision)
            if len(m.split(".")[1]) < self.precision:
                # NumPy's min_digits: past the shortest digits come the exact value's own,
                # rounded at `precision` (a half's 8192 is 8.192e+03 beside 1.638e+04, not
                # 8.190e+03); an f64 holds a half's or a float32's value exactly.
                m, e = _native.np_float_str(x, 64, "sci", self.precision)
            ip, fp = m.split(".")
            ip = self._signed(ip, x)
            fp = fp + "0" * (self.precision - len(fp))
            es = str(-e if e < 0 else e)
            es = "0" * (self.exp_size - len(es)) + es
            return " " * (self.pad_left - len(ip)) + ip + "." + fp + "e" + ("-" if e < 0 else "+") + es
        s = self._signed(_native.np_float_str(x, self.bits, "pos", _PRINT["precision"]), x)
        ip, fp = s.split(".")
        return " " * (self.pad_left - len(ip)) + ip + "." + fp + " " * (self.pad_right - len(fp))


class _ComplexFormat:
    """numpy's ComplexFloatingFormat: the real parts formatted together, the imaginary parts
    together with sign '+', and the 'j' before the imaginary part's padding."""

    def __init__(self, vals, bits):
        self.real_format = _FloatFormat([v.real for v in vals], bits)
        self.imag_format = _FloatFormat([v.imag for v in vals], bits, True)

    def __call__(self, x):
        r = self.real_format(x.real)
        i = self.imag_format(x.imag)
        sp = len(i.rstrip())
        return r + i[:sp] + "j" + i[sp:]


def _bits(dt):
    # The float width whose shortest digits print a value (np_float_str, numpy_bridge.rs).
    return 8 * dt.itemsize


def _in_float(x, bits):
    # x rounded to the float type of `bits` (an overflow is inf, as NumPy's cast gives).
    if bits == 64:
        return x
    if bits == 16 and _pyabs(x) >= 65520:
        return math.inf
    return torch.tensor(x, dtype=torch.float16 if bits == 16 else torch.float32).item()


def _format_function(vals, dt, ndim):
    if dt is _BOOL:
        truestr = " True" if ndim != 0 else "True"
        return lambda x: truestr if x else "False"
    if dt.kind in "iu":
        if len(vals) == 0:
            width = 0
        else:
            width = _pymax([len(str(_pymax(vals))), len(str(_pymin(vals)))])
        return lambda x: " " * (width - len(str(x))) + str(x)
    if dt.kind == "c":
        return _ComplexFormat(vals, _bits(_PART[dt.name]))
    return _FloatFormat(vals, _bits(dt))


def _extend_line(s, line, word, line_width, next_line_prefix):
    needs_wrap = len(line) + len(word) > line_width
    if len(line) <= len(next_line_prefix):
        needs_wrap = False
    if needs_wrap:
        s = s + line.rstrip() + "\n"
        line = next_line_prefix
    line = line + word
    return s, line


def _extend_line_pretty(s, line, word, line_width, next_line_prefix):
    words = word.splitlines()
    if len(words) == 1:
        return _extend_line(s, line, word, line_width, next_line_prefix)
    max_word_length = _pymax([len(w) for w in words])
    if len(line) + max_word_length > line_width and len(line) > len(next_line_prefix):
        s = s + line.rstrip() + "\n"
        line = next_line_prefix + words[0]
        indent = next_line_prefix
    else:
        indent = " " * len(line)
        line = line + words[0]
    for w in words[1:]:
        s = s + line.rstrip() + "\n"
        line = indent + w
    line = line + " " * (max_word_length - len(words[-1]))
    return s, line


def _format_array(data, shape, fmt, line_width, next_line_prefix, separator, summary):
    """numpy's _formatArray over nested lists (`data` may hold only the summarized edges)."""
    def recurser(d, axis, hanging_indent, curr_width):
        axes_left = len(shape) - axis
        if axes_left == 0:
            return fmt(d)
        next_hanging_indent = hanging_indent + " "
        next_width = curr_width - 1
        a_len = shape[axis]
        show_summary = summary != "" and 2 * _PRINT["edgeitems"] < a_len
        if show_summary:
            leading = _PRINT["edgeitems"]
            trailing = _PRINT["edgeitems"]
        else:
            leading = 0
            trailing = a_len
        s = ""
        if axes_left == 1:
            elem_width = curr_width - _pymax([len(separator.rstrip()), 1])
            line = hanging_indent
            for i in range(leading):
                word = recurser(d[i], axis + 1, next_hanging_indent, next_width)
                s, line = _extend_line_pretty(s, line, word, elem_width, hanging_indent)
                line = line + separator
            if show_summary:
                s, line = _extend_line(s, line, summary, elem_width, hanging_indent)
                line = line + separator
            for i in range(trailing, 1, -1):
                word = recurser(d[-i], axis + 1, next_hanging_indent, next_width)
                s, line = _extend_line_pretty(s, line, word, elem_width, hanging_indent)
                line = line + separator
            word = recurser(d[-1], axis + 1, next_hanging_indent, next_width)
            s, line = _extend_line_pretty(s, line, word, elem_width, hanging_indent)
            s = s + line
        else:
            line_sep = separator.rstrip() + "\n" * (axes_left - 1)
            for i in range(leading):
                nested = recurser(d[i], axis + 1, next_hanging_indent, next_width)
                s = s + hanging_indent + nested + line_sep
            if show_summary:
                s = s + hanging_indent + summary + line_sep
            for i in range(trailing, 1, -1):
                nested = recurser(d[-i], axis + 1, next_hanging_indent, next_width)
                s = s + hanging_indent + nested + line_sep
            nested = recurser(d[-1], axis + 1, next_hanging_indent, next_width)
            s = s + hanging_indent + nested
        return "[" + s[len(hanging_indent):] + "]"
    return recurser(data, 0, next_line_prefix, line_width)


def _array2string(a, separator, prefix, suffix):
    if a.size == 0:
        return "[]"
    t = a._t()
    summary = ""
    if a.size > _PRINT["threshold"]:
        summary = "..."
        t = _leading_trailing(t, _PRINT["edgeitems"])
    data = t.tolist()
    vals = _flatten(data, []) if a.ndim > 0 else [data]
    fmt = _format_function(vals, a.dtype, a.ndim)
    return _format_array(data, a.shape, fmt, _PRINT["linewidth"] - len(suffix), " " + " " * len(prefix),
                         separator, summary)


def _array_repr(a):
    prefix = "array("
    lst = _array2string(a, ", ", prefix, ")")
    extras = []
    if (a.size == 0 and a.shape != (0,)) or a.size > _PRINT["threshold"]:
        extras.append("shape=" + repr(a.shape))
    if a.dtype not in (_FLOAT64, _INT64, _BOOL, _COMPLEX128) or a.size == 0:
        extras.append("dtype=" + a.dtype.name)
    if len(extras) == 0:
        return prefix + lst + ")"
    arr_str = prefix + lst + ","
    extra_str = ", ".join(extras) + ")"
    last_line_len = len(arr_str) - (arr_str.rfind("\n") + 1)
    spacer = " "
    if last_line_len + len(extra_str) + 1 > _PRINT["linewidth"]:
        spacer = "\n" + " " * len(prefix)
    return arr_str + spacer + extra_str


def _array_str(a):
    if a.ndim == 0:
        return _scalar_str(a.item(), a.dtype)
    return _array2string(a, " ", "", "")


def array_repr(arr):
    return _array_repr(asarray(arr))


def array_str(a):
    return _array_str(asarray(a))


def array2string(a, separator=" ", prefix="", suffix=""):
    return _array2string(asarray(a), separator, prefix, suffix)


# ----------------------------------------------------------------------------- names we lack

_KNOWN_MISSING = ["uint32", "uint64", "clongdouble", "longdouble", "object_", "str_",
                  "ma", "polynomial", "load", "save", "frombuffer"]


class _Unsupported:
    """A NumPy name stridelab lacks: present, as in NumPy (so `hasattr(np, name)` and
    `getattr(np, name, None)` feature tests work), but any call or use raises."""

    def __init__(self, name):
        self._missing_name = name

    def _refuse(self):
        if self._missing_name in _MISSING_DTYPES:
            raise _unsupported_dtype(self._missing_name)
        raise NotImplementedError("numpy." + self._missing_name + " is not supported in stridelab")

    def __call__(self, *args, **kwargs):
        self._refuse()

    def __getattr__(self, attr):
        if attr.startswith("__"):
            raise AttributeError(attr)
        self._refuse()

    def __repr__(self):
        return "<numpy." + self._missing_name + ": not supported in stridelab>"


True_ = bool_(True)
False_ = bool_(False)

# Arrays of strings (dtype '<Un'): a subclass of ndarray over a Python list, in its own module.
import numpy._strings as _strings
# Functions added later, and the dispatch of NumPy's functions to a tensor's own methods.
import numpy._more as _more
take_along_axis = _more.take_along_axis
atleast_3d = _more.atleast_3d
rot90 = _more.rot90
bincount = _more.bincount
diff = _more.diff
triu = _more.triu
tril = _more.tril
logical_and = _more.logical_and
logical_or = _more.logical_or
logical_xor = _more.logical_xor
einsum = _more.einsum
searchsorted = _more.searchsorted
column_stack = _more.column_stack
issubdtype = _more.issubdtype
shares_memory = _more.shares_memory
may_share_memory = _more.may_share_memory
ndarray.tobytes = _more.tobytes


def _searchsorted_method(self, v, side="left", sorter=None):
    return _more.searchsorted(self, v, side, sorter)


ndarray.searchsorted = _searchsorted_method

# Stop 76: set routines, binning, index tricks, statistics and numeric helpers, each module
# with one job; np.unique along an axis is the set module's (the flat case stays here).
import numpy._sets as _sets
unique = _sets.unique
intersect1d = _sets.intersect1d
setdiff1d = _sets.setdiff1d
union1d = _sets.union1d
setxor1d = _sets.setxor1d
isin = _sets.isin
import numpy._binning as _binning
digitize = _binning.digitize
histogram = _binning.histogram
histogram_bin_edges = _binning.histogram_bin_edges
import numpy._index_tricks as _index_tricks
unravel_index = _index_tricks.unravel_index
ravel_multi_index = _index_tricks.ravel_multi_index
ndindex = _index_tricks.ndindex
ndenumerate = _index_tricks.ndenumerate
indices = _index_tricks.indices
ix_ = _index_tricks.ix_
partition = _index_tricks.partition
argpartition = _index_tricks.argpartition
import numpy._stats as _stats
average = _stats.average
cov = _stats.cov
corrcoef = _stats.corrcoef
ptp = _stats.ptp
nansum = _stats.nansum
nanprod = _stats.nanprod
nancumsum = _stats.nancumsum
nancumprod = _stats.nancumprod
nanmax = _stats.nanmax
nanmin = _stats.nanmin
nanargmax = _stats.nanargmax
nanargmin = _stats.nanargmin
nanmean = _stats.nanmean
nanvar = _stats.nanvar
nanstd = _stats.nanstd
nanmedian = _stats.nanmedian
cumulative_sum = _stats.cumulative_sum
cumulative_prod = _stats.cumulative_prod
import numpy._numerics as _numerics
linspace = _numerics.linspace
logspace = _numerics.logspace
geomspace = _numerics.geomspace
cross = _numerics.cross
kron = _numerics.kron
convolve = _numerics.convolve
correlate = _numerics.correlate
interp = _numerics.interp
trapezoid = _numerics.trapezoid
deg2rad = _numerics.deg2rad
rad2deg = _numerics.rad2deg
radians = _numerics.radians
degrees = _numerics.degrees
cbrt = _numerics.cbrt
reciprocal = _numerics.reciprocal
sinc = _numerics.sinc
heaviside = _numerics.heaviside
tri = _numerics.tri
polyval = _numerics.polyval
polyfit = _numerics.polyfit
isscalar = _numerics.isscalar

# Functions and ufuncs added in stop 81 (tensordot, vectorize, fmod, append, r_, ...).
import numpy._ufuncs_more as _ufuncs_more
fmod = _ufuncs_more.fmod
copysign = _ufuncs_more.copysign
logaddexp = _ufuncs_more.logaddexp
logaddexp2 = _ufuncs_more.logaddexp2
float_power = _ufuncs_more.float_power
fmax = _ufuncs_more.fmax
fmin = _ufuncs_more.fmin
gcd = _ufuncs_more.gcd
lcm = _ufuncs_more.lcm
ldexp = _ufuncs_more.ldexp
signbit = _ufuncs_more.signbit
exp2 = _ufuncs_more.exp2
fabs = _ufuncs_more.fabs
positive = _ufuncs_more.positive
arcsinh = _ufuncs_more.arcsinh
arccosh = _ufuncs_more.arccosh
arctanh = _ufuncs_more.arctanh
divmod = _ufuncs_more.divmod
modf = _ufuncs_more.modf
frexp = _ufuncs_more.frexp
isposinf = _ufuncs_more.isposinf
isneginf = _ufuncs_more.isneginf
nan_to_num = _ufuncs_more.nan_to_num
import numpy._functional as _functional
vectorize = _functional.vectorize
apply_along_axis = _functional.apply_along_axis
piecewise = _functional.piecewise
select = _functional.select
choose = _functional.choose
tensordot = _functional.tensordot
fromfunction = _functional.fromfunction
import numpy._array_edit as _array_edit
append = _array_edit.append
insert = _array_edit.insert
delete = _array_edit.delete
take = _array_edit.take
put = _array_edit.put
put_along_axis = _array_edit.put_along_axis
compress = _array_edit.compress
extract = _array_edit.extract
resize = _array_edit.resize
trim_zeros = _array_edit.trim_zeros
copyto = _array_edit.copyto
fill_diagonal = _array_edit.fill_diagonal
diag_indices = _array_edit.diag_indices
diag_indices_from = _array_edit.diag_indices_from
triu_indices = _array_edit.triu_indices
tril_indices = _array_edit.tril_indices
triu_indices_from = _array_edit.triu_indices_from
tril_indices_from = _array_edit.tril_indices_from
dstack = _array_edit.dstack
rollaxis = _array_edit.rollaxis
array_equiv = _array_edit.array_equiv
lexsort = _array_edit.lexsort
block = _array_edit.block
r_ = _index_tricks.r_
s_ = _index_tricks.s_
index_exp = _index_tricks.index_exp
c_ = _index_tricks.c_
mgrid = _index_tricks.mgrid
ogrid = _index_tricks.ogrid
nanpercentile = _stats.nanpercentile
histogram2d = _binning.histogram2d
euler_gamma = 0.5772156649015329
intp = int64
# NumPy's ufuncs are np.ufunc objects (np.add.at, np.add.reduce, np.multiply.outer, ...)
# wrapping the functions above; an alias is the same object (np.mod is np.remainder).
import numpy._ufuncs as _ufuncs
ufunc = _ufuncs.ufunc
_ufuncs.install()
import numpy.linalg as linalg
import numpy.fft as fft
# np.pad (numpy/lib/_arraypad_impl.py) and the signal helpers, in modules of their own.
import numpy._pad as _pad_module
pad = _pad_module.pad
import numpy._signal as _signal
gradient = _signal.gradient
hamming = _signal.hamming
hanning = _signal.hanning
blackman = _signal.blackman
bartlett = _signal.bartlett
kaiser = _signal.kaiser
i0 = _signal.i0
unwrap = _signal.unwrap
import numpy.testing as testing
import numpy.lib as lib
import numpy._generator as _generator


def _default_rng(self, seed=None):
    return _generator.default_rng(seed)


_RandomModule.default_rng = _default_rng
_RandomModule.Generator = _generator.Generator


# NumPy 2's expired aliases, which its module __getattr__ names with their replacement.
_REMOVED = {"complex_": "complex128", "cfloat": "complex128", "singlecomplex": "complex64",
            "longcomplex": "clongdouble", "float_": "float64", "longfloat": "longdouble",
            "clongfloat": "clongdouble"}


def __getattr__(name):
    if name == "bool":
        return bool_              # not a module global: it would hide Python's bool here
    if name in _REMOVED:
        raise AttributeError("`np." + name + "` was removed in the NumPy 2.0 release. Use `np." +
                             _REMOVED[name] + "` instead.")
    if name in _KNOWN_MISSING or name in _MISSING_DTYPES:
        return _Unsupported(name)
    raise AttributeError("module 'numpy' has no attribute '" + name + "'")


class finfo:
    """np.finfo: the machine limits of a float type, as numpy scalars of that type (the RL
    tutorials' `eps = np.finfo(np.float32).eps.item()`)."""

    def __init__(self, dtype):
        dt = _dtype_of(dtype)
        if dt.kind == "c":
            dt = _PART[dt.name]          # a complex type's limits are its parts'
        if dt.kind != "f":
            raise ValueError("data type " + str(_SCALAR_TYPES[dt.name]) + " not inexact")
        info = torch.finfo(dt._torch)
        self.dtype = dt
        self.bits = info.bits
        self.eps = _scalar(info.eps, dt)
        self.max = _scalar(info.max, dt)
        self.min = _scalar(info.min, dt)
        self.tiny = _scalar(info.tiny, dt)
        self.smallest_normal = self.tiny
        self.resolution = _scalar(info.resolution, dt)

    def __repr__(self):
        return ("finfo(resolution=" + str(self.resolution) + ", min=" + str(self.min) + ", max="
                + str(self.max) + ", dtype=" + self.dtype.name + ")")


class iinfo:
    """np.iinfo: the range of an integer type, as Python ints."""

    def __init__(self, int_type):
        dt = _dtype_of(int_type)
        if dt.kind not in "iu":
            raise ValueError("Invalid integer data type '" + dt.kind + "'.")
        self.dtype = dt
        self.kind = dt.kind
        self.bits = dt.itemsize * 8
        self.min, self.max = _INT_RANGES[dt.name]

    def __repr__(self):
        return "iinfo(min=" + str(self.min) + ", max=" + str(self.max) + ", dtype=" + self.dtype.name + ")"
