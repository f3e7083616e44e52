# numpy._strings: NumPy's fixed-width unicode arrays (dtype '<Un'), as far as teaching code
# uses them: a vocabulary `np.array(sorted(set(text)))` indexed by int arrays, NumPy int
# scalars and torch int tensors, joined back into text, printed, compared with a str.
#
# The numeric ndarray lives on a torch buffer; strings cannot, so this one's `_buf` is a
# StrStore over a Python list (shared by views), placed by the same `_shape`, `_st` (element
# strides), `_off`; numpy._make builds either kind from its buffer.
# The class derives from numpy.ndarray and is named `ndarray` (isinstance and type names as
# NumPy's); the tensor-backed methods it does not redefine are refused through `_t`.
# stridelab's isinstance matches classes by name, so `isinstance(x, ndarray)` holds for the
# numeric arrays too: `_is_strings` tells the two apart.
# Elements come back as plain `str`: stridelab cannot derive a class from `str` yet, so
# np.str_ (a str subclass in NumPy) is not built and `repr(a[0])` is 'a', not np.str_('a').
# Operators broadcast as NumPy's (`a[:, None] + b`); a string array with a numeric dtype
# parses its texts (np.array(['1', '2'], dtype=int), a.astype(float)).
import numpy as _np
import torch

_TORCH_REFUSAL = ("can't convert np.ndarray of type numpy.str_. The only supported types are: "
                  "float64, float32, float16, complex64, complex128, int64, int32, int16, int8, "
                  "uint64, uint32, uint16, uint8, and bool.")


class HasStr(NotImplementedError):
    """Raised by numpy._nested on a str: np.array takes the string path (this module)."""


class StrDType:
    """numpy.dtypes.StrDType: '<Un', n characters of 4 bytes each."""
    __module__ = "numpy.dtypes"
    kind = "U"
    char = "U"
    byteorder = "<"

    def __init__(self, width):
        self._width = width

    @property
    def itemsize(self):
        return 4 * self._width

    @property
    def name(self):
        return "str" + str(32 * self._width)

    @property
    def str(self):
        # np.dtype(str) / np.dtype('U'): a flexible width NumPy prints without its 0.
        return "<U" + (str(self._width) if self._width > 0 else "")

    def __repr__(self):
        return "dtype('" + self.str + "')"

    def __str__(self):
        return self.str

    def __eq__(self, other):
        if isinstance(other, StrDType):
            return other._width == self._width
        if isinstance(other, str):
            return other in (self.str, "U" + str(self._width))
        return False

    def __ne__(self, other):
        return not self.__eq__(other)

    def __hash__(self):
        return hash(self.str)


def _is_str_dtype(dtype):
    return dtype is str or isinstance(dtype, StrDType) or (
        isinstance(dtype, str) and (dtype in ("str", "U", "<U") or _fixed_width(dtype) is not None))


def _fixed_width(dtype):
    # '<U5' / 'U5' -> 5, else None.
    if isinstance(dtype, StrDType):
        return dtype._width
    if not isinstance(dtype, str):
        return None
    s = dtype[1:] if dtype.startswith("<") else dtype
    if len(s) > 1 and s[0] == "U" and s[1:].isdigit():
        return int(s[1:])
    return None


# Characters NumPy gives a number converted to text in a mixed list ('<U21' for ['a', 1]):
# the longest text of its dtype.
_WIDTHS = {"bool": 5, "int8": 4, "uint8": 3, "int16": 6, "uint16": 5, "int32": 11,
           "int64": 21, "float16": 32, "float32": 32, "float64": 32}


def _type_width(v):
    if isinstance(v, bool):
        return 5
    if isinstance(v, int):
        return 21
    return 32


def _walk(obj, depth, as_text):
    """(flat texts, shape, width) of nested lists/tuples/arrays of strings and numbers."""
    if isinstance(obj, _np.ndarray) and obj._is_strings:
        return obj._values(), obj._shape, obj._width
    if isinstance(obj, _np.ndarray):
        vals = [str(v) for v in obj.reshape(-1).tolist()]
        return vals, obj.shape, _pymax_len(vals, 1) if as_text else _WIDTHS[obj.dtype.name]
    if isinstance(obj, str):
        return [obj], (), len(obj)
    if isinstance(obj, (list, tuple)):
        if depth > 64:
            raise ValueError("object too deep for desired array")
        vals = []
        shape = None
        width = 1
        for x in obj:
            v, s, w = _walk(x, depth + 1, as_text)
            if shape is None:
                shape = s
            elif s != shape:
                raise ValueError("setting an array element with a sequence. The requested "
                                 "array has an inhomogeneous shape after " + str(depth + 1) +
                                 " dimensions. The detected shape was (" + str(len(obj)) +
                                 ",) + inhomogeneous part.")
            width = w if w > width else width
            vals.extend(v)
        return vals, (len(obj),) + (() if shape is None else tuple(shape)), width
    if isinstance(obj, _np.generic):
        text = str(obj.item())
        return [text], (), len(text) if as_text else _WIDTHS[obj.dtype.name]
    if isinstance(obj, (bool, int, float)):
        text = str(obj)
        return [text], (), len(text) if as_text else _type_width(obj)
    raise NotImplementedError("np.array of a " + type(obj).__name__ + " among strings is not "
                              "supported in stridelab (str, numbers, lists, tuples and arrays are)")


def _pymax_len(vals, least):
    n = least
    for v in vals:
        if len(v) > n:
            n = len(v)
    return n


def from_nested(obj, dtype=None, ndmin=0):
    """np.array(obj) of strings (or of anything with dtype=str / '<Un')."""
    if dtype is not None and not _is_str_dtype(dtype):
        if not _all_str(obj):
            raise NotImplementedError("np.array of strings and numbers with dtype=" + str(dtype) +
                                      " is not supported in stridelab (of strings only, it is)")
        vals, shape, width = _walk(obj, 0, True)
        shape = tuple(shape)
        while len(shape) < ndmin:
            shape = (1,) + shape
        return parse_numbers(vals, shape, dtype)
    vals, shape, width = _walk(obj, 0, dtype is not None)
    fixed = _fixed_width(dtype)
    if fixed is not None:
        width = fixed
        vals = [v[:width] for v in vals]
    shape = tuple(shape)
    while len(shape) < ndmin:
        shape = (1,) + shape
    return _fresh(vals, shape, width)


def _all_str(obj):
    if isinstance(obj, (list, tuple)):
        return _np._pyall([_all_str(x) for x in obj])
    return isinstance(obj, str) or (isinstance(obj, _np.ndarray) and obj._is_strings)


_C_LONG = 9223372036854775808


def parse_numbers(vals, shape, dtype):
    """Texts cast to a numeric dtype as NumPy 2 casts '<U' strings: an int dtype parses
    each as Python's int() (its ValueError for '1.5'), a float one as float(), bool is
    True for any non-empty text; the number then goes in as np.array puts a Python number
    (its OverflowError when out of range)."""
    dt = _np._dtype_of(dtype)
    if dt.kind == "b":
        nums = [len(v) > 0 for v in vals]
    elif dt.kind == "f":
        nums = [float(v) for v in vals]
    else:
        nums = []
        for v in vals:
            n = int(v)
            if n < -_C_LONG or n >= _C_LONG:
                raise OverflowError("Python int too large to convert to C long")
            nums.append(n)
    return _np.array(nums, dtype=dt).reshape(shape)


def _broadcast_pair(x, y):
    """Two string arrays as views of their common broadcast shape (NumPy's error if none)."""
    shape = _np._broadcast_shapes(x._shape, y._shape)
    if shape is None:
        raise ValueError("operands could not be broadcast together with shapes " +
                         _np._shape_str(x._shape) + " " + _np._shape_str(y._shape) + " ")
    return _broadcast_view(x, shape), _broadcast_view(y, shape)


def _broadcast_view(a, shape):
    lead = len(shape) - len(a._shape)
    st = [0] * lead
    for d in range(len(a._shape)):
        st.append(0 if a._shape[d] == 1 and shape[lead + d] != 1 else a._st[d])
    return a._view(tuple(shape), st, a._off)


def _as_strings(other):
    """A str, a string array, or a list/tuple of strings as a string array, else None."""
    if isinstance(other, _np.ndarray) and other._is_strings:
        return other
    if isinstance(other, str):
        return _fresh([other], (), len(other))
    if isinstance(other, (list, tuple)) and _all_str(other):
        return from_nested(other)
    return None


class StrStore:
    """A string array's buffer: the Python list its views index into. numpy._make builds a
    string array over one, so transpose, swapaxes, squeeze, [None] ... give string views."""

    def __init__(self, items):
        self.items = items


def _fresh(vals, shape, width):
    # `_buf` set also marks the object as an ndarray to numpy_bridge.rs (torch.tensor(a)
    # then reaches numpy._to_torch, which refuses it as PyTorch does).
    return _np._make(StrStore(vals), shape, _contiguous_strides(shape), 0,
                     StrDType(width if width > 1 else 1))


def _contiguous_strides(shape):
    st = []
    acc = 1
    for n in reversed(shape):
        st.insert(0, acc)
        acc = acc * n
    return tuple(st)


def _index_of(x):
    """An int index from an int, a NumPy integer scalar or a 0-d integer array/tensor."""
    if isinstance(x, bool):
        raise NotImplementedError("indexing a string array with a bool is not supported in stridelab")
    return x.__index__()


def _as_index_array(key):
    """(flat ints or bools, shape, is_mask) for an array-like index, else None (basic index)."""
    if isinstance(key, torch.Tensor):
        # NumPy reads any non-array with __index__ as an integer first: a one-element int
        # tensor, even 1-d, picks one element.
        if key.numel() == 1 and key.dtype != torch.bool and not key.dtype.is_floating_point:
            return None
        vals = key.reshape(-1).tolist()
        kind = "b" if key.dtype == torch.bool else ("f" if key.dtype.is_floating_point else "i")
        shape = tuple(key.shape)
    elif isinstance(key, _np.ndarray) and not key._is_strings:
        if key.ndim == 0 and key.dtype.kind != "b":
            return None
        vals = key.reshape(-1).tolist()
        kind = key.dtype.kind
        shape = key.shape
    elif isinstance(key, list):
        arr = _np.array(key) if len(key) > 0 else _np.array(key, dtype=_np.int64)
        return _as_index_array(arr)
    else:
        return None
    if kind not in "biu":
        raise IndexError("arrays used as indices must be of integer (or boolean) type")
    return vals, shape, kind == "b"


class ndarray(_np.ndarray):
    __module__ = "numpy"
    _is_strings = True

    @property
    def dtype(self):
        return self._npdt

    @property
    def strides(self):
        return tuple([s * self._npdt.itemsize for s in self._st])

    @property
    def _data(self):
        return self._buf.items

    @property
    def _width(self):
        return self._npdt._width

    def _t(self):
        raise NotImplementedError("this operation on a string array (dtype " + self._npdt.str +
                                  ") is not supported in stridelab (indexing, comparison with a "
                                  "str, np.unique, tolist and printing are)")

    def _positions(self):
        pos = [self._off]
        for d in range(len(self._shape)):
            st = self._st[d]
            pos = [p + i * st for p in pos for i in range(self._shape[d])]
        return pos

    def _values(self):
        return [self._data[p] for p in self._positions()]

    def _view(self, shape, st, off):
        return _np._make(self._buf, shape, st, off, self._npdt)

    def view(self, *args):
        if len(args) > 0:
            raise NotImplementedError("ndarray.view(dtype) is not supported in stridelab")
        return self._view(self._shape, self._st, self._off)

    # -- conversion
    def tolist(self):
        return _nest(self._values(), self._shape)

    def item(self, *args):
        if len(args) > 0:
            raise NotImplementedError("ndarray.item(index) is not supported in stridelab; index the array first")
        if self.size != 1:
            raise ValueError("can only convert an array of size 1 to a Python scalar")
        return self._data[self._positions()[0]]

    def __bool__(self):
        if self.size != 1:
            raise ValueError("The truth value of an array with more than one element is "
                             "ambiguous. Use a.any() or a.all()")
        return len(self.item()) > 0

    def __contains__(self, x):
        return x in self._values()

    def copy(self, order="C"):
        return _fresh(self._values(), self._shape, self._width)

    def astype(self, dtype, order="K", casting="unsafe", copy=True):
        if not _is_str_dtype(dtype):
            return parse_numbers(self._values(), self._shape, dtype)
        w = _fixed_width(dtype)
        if w is None:
            w = self._width
        return _fresh([v[:w] for v in self._values()], self._shape, w)

    def reshape(self, *shape, order="C"):
        order = _np._order_name(order)
        if order == "K":
            raise ValueError("order 'K' is not permitted for reshaping")
        if len(shape) == 1 and isinstance(shape[0], (tuple, list)):
            shape = tuple(shape[0])
        if order == "F" or (order == "A" and _np._is_f_order(self)):
            # Fortran order: the C reshape of the reversed axes (values as NumPy's).
            return self.transpose().reshape(tuple(shape)[::-1]).transpose()
        shape = list(shape)
        if -1 in shape:
            known = 1
            for s in shape:
                known = known * s if s != -1 else known
            if known != 0:
                shape[shape.index(-1)] = self.size // known
        n = 1
        for s in shape:
            n = n * s
        if n != self.size:
            raise ValueError("cannot reshape array of size " + str(self.size) +
                             " into shape " + _np._shape_str(tuple(shape)))
        return _fresh(self._values(), tuple(shape), self._width)

    def ravel(self, order="C"):
        return self.flatten(order)

    def flatten(self, order="C"):
        # The values in the asked memory order (a copy: text arrays copy on reshape).
        perm = _np._memory_order(self, _np._order_name(order))
        src = self if perm == list(range(self.ndim)) else self.transpose(perm)
        return _fresh(src._values(), (self.size,), self._width)

    # -- indexing
    def _basic(self, key):
        """The view a tuple of ints, slices, None and Ellipsis selects."""
        if not isinstance(key, tuple):
            key = (key,)
        real = len([k for k in key if k is not None and k is not Ellipsis])
        if real > len(self._shape):
            raise IndexError("too many indices for array: array is " + str(len(self._shape)) +
                             "-dimensional, but " + str(real) + " were indexed")
        shape = []
        st = []
        off = self._off
        d = 0
        for k in key:
            if k is None:
                shape.append(1)
                st.append(0)
            elif k is Ellipsis:
                for _ in range(len(self._shape) - real):
                    shape.append(self._shape[d])
                    st.append(self._st[d])
                    d = d + 1
                real = len(self._shape)       # a second Ellipsis adds nothing
            elif isinstance(k, slice):
                start, step, count = _np._slice_indices(k, self._shape[d])
                if count > 0:
                    off = off + start * self._st[d]
                shape.append(count)
                st.append(self._st[d] * step)
                d = d + 1
            else:
                if _as_index_array(k) is not None:
                    raise NotImplementedError("indexing a string array with an index array inside "
                                              "a tuple is not supported in stridelab")
                try:
                    i = _index_of(k)
                except (AttributeError, TypeError):
                    raise IndexError(_np._BAD_INDEX)
                n = self._shape[d]
                if i < -n or i >= n:
                    raise IndexError("index " + str(i) + " is out of bounds for axis " +
                                     str(d) + " with size " + str(n))
                off = off + (i + n if i < 0 else i) * self._st[d]
                d = d + 1
        while d < len(self._shape):
            shape.append(self._shape[d])
            st.append(self._st[d])
            d = d + 1
        return self._view(shape, st, off)

    def _advanced(self, idx):
        """(storage positions, shape) an int index array or a bool mask selects."""
        vals, shape, is_mask = idx
        if len(self._shape) == 0:
            raise IndexError("too many indices for array: array is 0-dimensional, but 1 were indexed")
        if is_mask:
            k = len(shape)
            if k > len(self._shape):
                raise IndexError("too many indices for array: array is " +
                                 str(len(self._shape)) + "-dimensional, but " + str(k) +
                                 " were indexed")
            for d in range(k):
                if shape[d] != self._shape[d]:
                    raise IndexError("boolean index did not match indexed array along axis " +
                                     str(d) + "; size of axis is " + str(self._shape[d]) +
                                     " but size of corresponding boolean axis is " + str(shape[d]))
            lead = self._view(self._shape[:k], self._st[:k], self._off)._positions()
            picked = [lead[i] for i in range(len(vals)) if vals[i]]
            rest = self._view(self._shape[k:], self._st[k:], 0)._positions()
            return [p + r for p in picked for r in rest], (len(picked),) + tuple(self._shape[k:])
        n = self._shape[0]
        rest = self._view(self._shape[1:], self._st[1:], 0)._positions()
        pos = []
        for i in vals:
            if i < -n or i >= n:
                raise IndexError("index " + str(i) + " is out of bounds for axis 0 with size " +
                                 str(n))
            base = self._off + (i + n if i < 0 else i) * self._st[0]
            pos.extend([base + r for r in rest])
        return pos, tuple(shape) + tuple(self._shape[1:])

    def __getitem__(self, key):
        idx = _as_index_array(key)
        if idx is not None:
            pos, shape = self._advanced(idx)
            return _fresh([self._data[p] for p in pos], shape, self._width)
        r = self._basic(key)
        if len(r._shape) == 0 and not _has_ellipsis(key):
            return self._data[r._off]
        return r

    def __setitem__(self, key, value):
        idx = _as_index_array(key)
        if idx is not None:
            pos = self._advanced(idx)[0]
        else:
            pos = self._basic(key)._positions()
        if isinstance(value, (_np.ndarray, list, tuple)):
            texts = from_nested(value, str)._values()
        else:
            texts = [value.item() if isinstance(value, _np.generic) else value]
        texts = [str(v)[:self._width] for v in texts]
        if len(texts) == 1:
            texts = texts * len(pos)
        if len(texts) != len(pos):
            raise ValueError("could not broadcast input array from shape (" + str(len(texts)) +
                             ",) into shape (" + str(len(pos)) + ",)")
        for i in range(len(pos)):
            self._data[pos[i]] = texts[i]

    # -- comparison: element by element with a str or a string array of the same shape
    def _compare(self, other, want_equal):
        mine = self._values()
        shape = self._shape
        strings = _as_strings(other)
        if strings is not None:
            x, y = _broadcast_pair(self, strings)
            mine, theirs, shape = x._values(), y._values(), x._shape
        elif isinstance(other, (bool, int, float, _np.generic)) or other is None:
            theirs = [None] * len(mine)    # a number is never equal to a string
        else:
            raise NotImplementedError("comparing a string array with a " + type(other).__name__ +
                                      " is not supported in stridelab")
        out = [(mine[i] == theirs[i]) == want_equal for i in range(len(mine))]
        r = _np.array(out, dtype=_np.bool_).reshape(shape)
        return r[()] if len(shape) == 0 else r

    def __eq__(self, other):
        return self._compare(other, True)

    def __ne__(self, other):
        return self._compare(other, False)

    def _order(self, other, test):
        strings = _as_strings(other)
        if strings is None:
            raise NotImplementedError("ordering a string array against a " + type(other).__name__ +
                                      " is not supported in stridelab (a str or a string array "
                                      "is)")
        x, y = _broadcast_pair(self, strings)
        mine, theirs = x._values(), y._values()
        out = [test(mine[i], theirs[i]) for i in range(len(mine))]
        r = _np.array(out, dtype=_np.bool_).reshape(x._shape)
        return r[()] if len(x._shape) == 0 else r

    def __lt__(self, other):
        return self._order(other, lambda x, y: x < y)

    def __le__(self, other):
        return self._order(other, lambda x, y: x <= y)

    def __gt__(self, other):
        return self._order(other, lambda x, y: x > y)

    def __ge__(self, other):
        return self._order(other, lambda x, y: x >= y)

    # -- `+`: np.strings.add, concatenation element by element (width the sum of both)
    def _concat(self, other, mine_first):
        strings = _as_strings(other)
        if strings is None:
            if isinstance(other, (bool, int, float, _np.generic, _np.ndarray)):
                other_dt = _np._dtype_of(other) if isinstance(other, (_np.generic, _np.ndarray)) else _np._operand(other)[1]
                pair = (self._npdt, other_dt) if mine_first else (other_dt, self._npdt)
                raise _np._UFuncTypeError("ufunc 'add' did not contain a loop with signature "
                                          "matching types (" + repr(pair[0]) + ", " +
                                          repr(pair[1]) + ") -> None")
            raise NotImplementedError("adding a " + type(other).__name__ + " to a string array "
                                      "is not supported in stridelab (a str or a string array "
                                      "is)")
        x, y = _broadcast_pair(self, strings) if mine_first else _broadcast_pair(strings, self)
        mine, theirs = x._values(), y._values()
        out = [mine[i] + theirs[i] for i in range(len(mine))]
        r = _fresh(out, x._shape, self._width + strings._width)
        return r[()] if len(x._shape) == 0 else r

    def __add__(self, other):
        return self._concat(other, True)

    def __radd__(self, other):
        return self._concat(other, False)

    # -- printing (numpy/_core/arrayprint.py: elements as repr(str), no padding)
    def __repr__(self):
        prefix = "array("
        if len(self._shape) == 0:
            return prefix + repr(self.item()) + ", dtype=" + repr(self._npdt.str) + ")"
        lst = _to_text(self, ", ", prefix, ")")
        extras = []
        if (self.size == 0 and self._shape != (0,)) or self.size > _np._PRINT["threshold"]:
            extras.append("shape=" + repr(self._shape))
        extras.append("dtype=" + repr(self._npdt.str))
        arr_str = prefix + lst + ","
        extra_str = ", ".join(extras) + ")"
        last_line_len = len(arr_str) - (arr_str.rfind("\n") + 1)
        spacer = " "
        if last_line_len + len(extra_str) + 1 > _np._PRINT["linewidth"]:
            spacer = "\n" + " " * len(prefix)
        return arr_str + spacer + extra_str

    def __str__(self):
        if len(self._shape) == 0:
            return self.item()
        return _to_text(self, " ", "", "")


def _has_ellipsis(key):
    return key is Ellipsis or (isinstance(key, tuple) and Ellipsis in key)


def _nest(vals, shape):
    if len(shape) == 0:
        return vals[0]
    if len(shape) == 1:
        return list(vals)
    step = len(vals) // shape[0] if shape[0] > 0 else 0
    return [_nest(vals[i * step:(i + 1) * step], shape[1:]) for i in range(shape[0])]


def _edges(a, edge):
    # The nested values NumPy prints of a summarized array: `edge` items each side per axis.
    if len(a._shape) == 0:
        return a.item()
    n = a._shape[0]
    keep = list(range(n)) if n <= 2 * edge else list(range(edge)) + list(range(n - edge, n))
    return [_edges(a._basic(i), edge) if len(a._shape) > 1 else a._data[a._basic(i)._off] for i in keep]


def _to_text(a, separator, prefix, suffix):
    if a.size == 0:
        return "[]"
    summary = ""
    if a.size > _np._PRINT["threshold"]:
        summary = "..."
        data = _edges(a, _np._PRINT["edgeitems"])
    else:
        data = a.tolist()
    return _np._format_array(data, a._shape, repr, _np._PRINT["linewidth"] - len(suffix),
                             " " + " " * len(prefix), separator, summary)


def unique(ar, return_index=False, return_inverse=False, return_counts=False):
    vals = ar._values()
    uniq = sorted(set(vals))
    out = _fresh(uniq, (len(uniq),), ar._width)
    if not (return_index or return_inverse or return_counts):
        return out
    at = {}
    for i in range(len(uniq)):
        at[uniq[i]] = i
    res = [out]
    if return_index:
        first = [-1] * len(uniq)
        for i in range(len(vals)):
            if first[at[vals[i]]] < 0:
                first[at[vals[i]]] = i
        res.append(_np.array(first, dtype=_np.int64))
    if return_inverse:
        res.append(_np.array([at[v] for v in vals], dtype=_np.int64).reshape(ar._shape))
    if return_counts:
        counts = [0] * len(uniq)
        for v in vals:
            counts[at[v]] = counts[at[v]] + 1
        res.append(_np.array(counts, dtype=_np.int64))
    return tuple(res)


def full(shape, fill, dt):
    """np.full of a text dtype: empty(shape, dt) (np.dtype(str) is '<U1'), then copyto with
    the fill's text cut to that width, broadcast to `shape`."""
    width = dt._width if dt._width > 0 else 1
    src = from_nested(fill, "U" + str(width))
    if _np._broadcast_shapes(src._shape, shape) != shape:
        raise ValueError("could not broadcast input array from shape " + _np._shape_str(src._shape) +
                         " into shape " + _np._shape_str(shape))
    return _fresh(_broadcast_view(src, shape)._values(), shape, width)


def refuse_ufunc(name, x, y):
    """NumPy's error for a numeric ufunc (`*`, `-`, `/`, `-a`, ...) with a string array
    operand (y None: a unary one)."""
    if y is None:
        if name in ("negative", "absolute"):
            # Their own type resolvers name the missing loop; the rest say "not supported".
            raise _np._UFuncTypeError("ufunc '" + name + "' did not contain a loop with "
                                      "signature matching types <class 'numpy.dtypes.StrDType'> "
                                      "-> None")
        raise TypeError("ufunc '" + name + "' not supported for the input types, and the inputs "
                        "could not be safely coerced to any supported types according to the "
                        "casting rule ''safe''")
    dts = [v.dtype if isinstance(v, _np.ndarray) else _np.asarray(v).dtype for v in (x, y)]
    if name == "multiply" and "U" in [d.kind for d in dts] and ("i" in [d.kind for d in dts] or "u" in [d.kind for d in dts]):
        # NumPy has a (str, int) multiply loop, but only with an `out` of the result's width.
        raise TypeError("The 'out' kwarg is necessary when using the string multiply ufunc "
                        "directly. Use numpy.strings.multiply to multiply strings without "
                        "specifying 'out'.")
    if name == "true_divide":
        raise TypeError("ufunc 'divide' not supported for the input types, and the inputs could "
                        "not be safely coerced to any supported types according to the casting "
                        "rule ''safe''")
    raise _np._UFuncTypeError("ufunc '" + name + "' did not contain a loop with signature "
                              "matching types (" + repr(dts[0]) + ", " + repr(dts[1]) + ") -> None")
