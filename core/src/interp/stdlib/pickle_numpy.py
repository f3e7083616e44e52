# _pickle_numpy: what pickle needs of NumPy (imported only when a pickle holds NumPy
# objects). Writing: the reductions NumPy 2's C code gives (array_reduce_ex, arraydescr
# reduce, gentype reduce), so pickle.py writes CPython's bytes. Reading: the globals those
# pickles name (numpy._core.multiarray._reconstruct and scalar, numpy._core.numeric
# ._frombuffer, numpy.dtype, and the numpy.core spellings of NumPy 1), each giving the
# object NumPy would rebuild.
import torch
import numpy as np
import numpy._strings as _strings
from pickle import _Global as Global, _Fresh as Fresh, _Pending as Pending


_RECONSTRUCT = Global("numpy._core.multiarray", "_reconstruct")
_NDARRAY = Global("numpy", "ndarray")
_DTYPE = Global("numpy", "dtype")
_SCALAR = Global("numpy._core.multiarray", "scalar")
_FROMBUFFER = Global("numpy._core.numeric", "_frombuffer")

# NumPy's type codes (kind + item size) of stridelab's dtypes, and back.
_CODES = {"bool": "b1", "int8": "i1", "uint8": "u1", "int16": "i2", "uint16": "u2",
          "int32": "i4", "int64": "i8", "float16": "f2", "float32": "f4", "float64": "f8",
          "complex64": "c8", "complex128": "c16"}
_BY_CODE = {v: k for k, v in _CODES.items()}


def _refuse(what):
    return NotImplementedError("stridelab's pickle does not write " + what)


def is_numpy(obj):
    return isinstance(obj, (np.ndarray, np.generic)) or isinstance(obj, np._DType)


def _host_bytes(t, dt):
    """The little-endian bytes of contiguous tensor `t` holding values of NumPy dtype `dt`
    (uint16 sits in an int32 buffer; bool is one byte each)."""
    t = t.cpu()
    if dt.kind == "c":
        t = torch.view_as_real(t.resolve_conj()) if t.is_complex() else t
    elif dt is np._UINT16:
        t = t.to(torch.int16)
    elif t.dtype == torch.bool:
        t = t.to(torch.uint8)
    t = t.contiguous()
    if t.numel() == 0:
        return b""
    return bytes(t.untyped_storage())[: t.numel() * t.element_size()]


def _array_bytes(a, order):
    if a.size == 0:
        return b""
    flat = a.flatten(order)
    return _host_bytes(np._strided(flat, flat._shape, flat._st, flat._off), a.dtype)


def _contiguity(a):
    if a.size == 0:
        return True, True
    return np._is_c_contiguous(a), np._is_f_contiguous(a)


def reduce(obj, proto):
    """NumPy's __reduce_ex__(proto) of an array, scalar or dtype: (callable, args, state)."""
    if isinstance(obj, np._DType):
        code = _CODES[obj.name]
        return _DTYPE, (code, False, True), (3, "|" if obj.itemsize == 1 else "<", None, None, None, -1, -1, 0)
    if isinstance(obj, np.generic):
        data = _host_bytes(torch.tensor([obj._v], dtype=obj.dtype._torch), obj.dtype)
        # A one-byte bytes object is CPython's cached one; longer ones are made anew.
        return _SCALAR, (obj.dtype, data if len(data) <= 1 else Fresh(data)), None
    if type(obj) is not np.ndarray:
        if isinstance(obj, _strings.ndarray):
            raise _refuse("a NumPy string array (dtype " + str(obj.dtype) + ")")
        raise _refuse("a '" + type(obj).__name__ + "' object")
    c, f = _contiguity(obj)
    shape = tuple(obj.shape)
    if proto >= 5 and (c or f):
        # array_reduce_ex_picklebuffer: a PickleBuffer over the array (its transpose when
        # only F-contiguous), written in band: bytearray, or bytes when read-only.
        order = "F" if f and not c else "C"
        data = _array_bytes(obj, order)
        return _FROMBUFFER, (Fresh(data, obj._readonly), obj.dtype, shape, order), None
    fortran = f and not c
    data = _array_bytes(obj, "F" if fortran else "C")
    return (_RECONSTRUCT, (_NDARRAY, (0,), b"b"),
            (1, shape, obj.dtype, fortran, Fresh(data) if len(data) else data))


# ---------------------------------------------------------------------------- reading

class _ArrayStub(Pending):
    def __setstate__(self, state):
        if len(state) == 5:
            _version, shape, dt, fortran, data = state
        else:
            shape, dt, fortran, data = state
        self.result = _from_bytes(_as_bytes(data), _descr(dt), tuple(shape), bool(fortran))


class _DTypeStub(Pending):
    def __init__(self, code):
        self.result = _descr(code)

    def __setstate__(self, state):
        order = state[1]
        if isinstance(order, bytes):
            order = order.decode("latin-1")
        if order == ">" and self.result.itemsize > 1:
            raise NotImplementedError("stridelab's numpy has no big-endian dtype ('>" + _CODES[self.result.name] + "')")


def _as_bytes(data):
    # A Python 2 pickle read with encoding='latin1' gives the data as str.
    if isinstance(data, str):
        return data.encode("latin-1")
    return bytes(data)


def _descr(x):
    if isinstance(x, np._DType):
        return x
    if isinstance(x, Pending):
        return x.result
    if isinstance(x, bytes):
        x = x.decode("latin-1")
    code = x[1:] if x[:1] in ("<", "|", "=") else x
    name = _BY_CODE.get(code)
    if name is None:
        raise NotImplementedError("stridelab's pickle does not read NumPy dtype '" + x + "'")
    return np._DTYPES[name]


def _values(data, dt, n):
    """A 1-D tensor of the n values of dtype dt in little-endian `data`."""
    if n == 0:
        return torch.zeros(0, dtype=torch.int32 if dt is np._UINT16 else dt._torch)
    if len(data) != n * dt.itemsize:
        raise ValueError("buffer size does not match array size")
    if dt is np._UINT16:
        return torch.remainder(torch.frombuffer(bytearray(data), dtype=torch.int16).to(torch.int32), 65536)
    if dt.kind == "c":
        part = torch.float32 if dt is np._COMPLEX64 else torch.float64
        return torch.view_as_complex(torch.frombuffer(bytearray(data), dtype=part).reshape(n, 2))
    if dt is np._BOOL:
        return torch.frombuffer(bytearray(data), dtype=torch.uint8) != 0
    return torch.frombuffer(bytearray(data), dtype=dt._torch)


def _from_bytes(data, dt, shape, fortran):
    n = 1
    for s in shape:
        n = n * s
    t = _values(data, dt, n)
    if fortran and len(shape) > 1:
        rev = tuple(reversed(shape))
        t = t.reshape(rev).permute(tuple(range(len(shape) - 1, -1, -1)))
        a = np._from_torch(t, np._emulated(dt))
    else:
        a = np._new(t.reshape(shape), dt)
    if a.size == 0:
        a._st = np._c_strides(shape) if not fortran else np._f_strides(shape)
    return a


def _reconstruct(cls, shape, typecode):
    return _ArrayStub()


def _scalar(dt, data=None):
    dt = _descr(dt)
    v = _values(_as_bytes(data), dt, 1)
    return np._scalar(np._cast_value(v.item(), dt), dt)


def _frombuffer(buf, dt, shape, order):
    # numpy._core.numeric._frombuffer: frombuffer(buf, dtype).reshape(shape, order=order),
    # a view whose base is the flat array over the buffer.
    dt = _descr(dt)
    data = _as_bytes(buf)
    n = len(data) // dt.itemsize
    flat = np._new(_values(data, dt, n), dt)
    if n == 0:
        flat._st = (1,)
    return flat.reshape(tuple(shape), order=order)


def _dtype(code, align=False, copy=False):
    return _DTypeStub(code)


_READERS = {
    "_reconstruct": _reconstruct, "scalar": _scalar, "_frombuffer": _frombuffer,
}
_MODULES = ("numpy._core.multiarray", "numpy.core.multiarray", "numpy._core.numeric",
            "numpy.core.numeric")


def find(module, name):
    """The object a NumPy pickle names, or None when it names something else."""
    if module == "numpy":
        if name == "ndarray":
            return np.ndarray
        if name == "dtype":
            return _dtype
        return None
    if module in _MODULES:
        return _READERS.get(name)
    return None
