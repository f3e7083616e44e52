# pickle: CPython 3.11's pickler for protocols 2 to 5 (4 is the default). dumps gives
# CPython's bytes (framing, memo, batches of 1000, protocol 2's GLOBAL/BINPUT and
# _codecs.encode for bytes) for plain Python data, NumPy arrays, scalars and dtypes (the
# reductions NumPy 2 gives, pickle_numpy.py), and instances of the script's classes, its
# classes and functions by reference, through __reduce_ex__/__reduce__/__getstate__ or
# copyreg's default (NEWOBJ and the instance's __dict__). One difference: CPython memoizes
# a str or bytes by identity, this by value (the literal keys of teaching code are the same
# object in CPython too; NumPy's data bytes are kept apart); see docs/decisions.md. Other
# objects (tensors, the library's classes) are refused by name rather than pickled
# differently.
import io as _io
import sys as _sys
import torch as _torch

HIGHEST_PROTOCOL = 5
DEFAULT_PROTOCOL = 4
_FRAME_TARGET = 64 * 1024
_BATCH = 1000


class PickleError(Exception):
    pass


class PicklingError(PickleError):
    pass


class UnpicklingError(PickleError):
    pass



class _Global:
    """A module-level object named by module and name, written as GLOBAL/STACK_GLOBAL."""

    def __init__(self, module, name):
        self.module = module
        self.name = name


class _Fresh:
    """Bytes made anew for one pickling (NumPy's data): memoized as their own object, never
    found again by value, as CPython's identity memo treats them. `readonly` False makes a
    protocol-5 PickleBuffer's bytearray."""

    def __init__(self, data, readonly=True):
        self.data = data
        self.readonly = readonly


class _Pending:
    """What a REDUCE made whose BUILD gives the real object (NumPy's arrays and dtypes):
    the unpickler puts `result` in its place on the stack and in the memo."""

    result = None


_NEWOBJ = _Global("copyreg", "__newobj__")
_CODECS_ENCODE = _Global("_codecs", "encode")

# The builtins a pickle names, and protocol 2's Python 2 names for them (_compat_pickle).
_BUILTINS = {"set": set, "frozenset": frozenset, "bytes": bytes, "bytearray": bytearray,
             "object": object, "int": int, "float": float, "str": str, "list": list,
             "dict": dict, "tuple": tuple, "complex": complex, "bool": bool, "range": range,
             "slice": slice, "len": len, "print": print, "getattr": getattr, "abs": abs,
             "min": min, "max": max, "sum": sum, "sorted": sorted, "repr": repr,
             "isinstance": isinstance, "type": type, "pow": pow, "divmod": divmod}
_PY2_NAMES = {"int": "long", "str": "unicode", "range": "xrange"}
_PY2_MODULES = {"builtins": "__builtin__", "copyreg": "copy_reg"}

_np = None


def _numpy():
    global _np
    if _np is None:
        import _pickle_numpy
        _np = _pickle_numpy
    return _np


def _is_numpy(obj):
    m = getattr(type(obj), "__module__", None)
    return isinstance(m, str) and m.startswith("numpy")


def _main_globals():
    # The script's own namespace: the outermost frame's globals.
    depth = 1
    found = None
    while True:
        try:
            f = _sys._getframe(depth)
        except ValueError:
            return found if found is not None else {}
        found = f.f_globals
        depth = depth + 1


def _user_module(module):
    """The namespace a script's class or function lives in: __main__ (the script) or a
    module object the script put in sys.modules; None for the library's modules."""
    if module == "__main__":
        return _main_globals()
    return _sys.modules.get(module)


def _lookup(space, path):
    cur = space
    for part in path.split("."):
        if isinstance(cur, dict):
            if part not in cur:
                raise AttributeError(part)
            cur = cur[part]
        else:
            cur = getattr(cur, part)
    return cur


def _float_bytes(x):
    # BINFLOAT: the double, big-endian (read through a host tensor's bytes, whatever the
    # session's default device: the wgpu device's buffers are typed).
    t = _torch.tensor([x], dtype=_torch.float64, device="cpu")
    return bytes(t.view(_torch.uint8).tolist()[::-1])


def _bytes_float(b):
    t = _torch.tensor(list(b[::-1]), dtype=_torch.uint8, device="cpu")
    return t.view(_torch.float64).item()


def _long_bytes(x):
    # LONG1's payload: two's complement, little-endian, as few bytes as hold the sign.
    if x == 0:
        return b""
    n = (x.bit_length() + 8) // 8
    data = x.to_bytes(n, "little", signed=True)
    if x < 0 and n > 1 and data[-1] == 0xFF and (data[-2] & 0x80):
        data = data[:-1]
    return data


def _refuse(obj):
    t = type(obj)
    where = getattr(t, "__module__", None)
    name = getattr(t, "__qualname__", t.__name__)
    full = name if where in (None, "builtins") else where + "." + name
    return NotImplementedError(
        "stridelab's pickle writes plain Python data, NumPy arrays and the script's own classes, "
        "not a '" + t.__name__ + "' object (" + full + ")")


class _Pickler:
    def __init__(self, protocol):
        self.proto = protocol
        self.out = []
        self.frame = []
        self.frame_len = 0
        self.memo = {}
        self.keep = []

    def write(self, b):
        self.frame.append(b)
        self.frame_len += len(b)

    def commit(self, force=False):
        if self.proto < 4:
            self.out.extend(self.frame)
            self.frame = []
            self.frame_len = 0
            return
        if self.frame_len >= _FRAME_TARGET or (force and self.frame_len > 0):
            if self.frame_len >= 4:
                self.out.append(b"\x95" + self.frame_len.to_bytes(8, "little"))
            self.out.extend(self.frame)
            self.frame = []
            self.frame_len = 0

    def memoize(self, key, obj=None):
        i = len(self.memo)
        self.memo[key] = i
        # The memo holds what it names, as CPython's does: a fresh object's id is not reused.
        self.keep.append(obj)
        if self.proto >= 4:
            self.write(b"\x94")
        elif i < 256:
            self.write(b"q" + bytes([i]))
        else:
            self.write(b"r" + i.to_bytes(4, "little"))

    def get(self, key):
        i = self.memo.get(key)
        if i is None:
            return False
        self.write(b"h" + bytes([i]) if i < 256 else b"j" + i.to_bytes(4, "little"))
        return True

    def sized(self, small, mid, big, payload):
        n = len(payload)
        if small is not None and n < 256:
            header = small + bytes([n])
        elif mid is not None and (n <= 0xFFFFFFFF or big is None):
            header = mid + n.to_bytes(4, "little")
        else:
            header = big + n.to_bytes(8, "little")
        if n >= _FRAME_TARGET and self.proto >= 4:
            # A large payload goes outside any frame, as CPython writes it.
            self.commit(True)
            self.out.append(header)
            self.out.append(payload)
        else:
            self.write(header + payload)

    def save(self, obj):
        self.commit()
        t = type(obj)
        if obj is None:
            self.write(b"N")
        elif t is bool:
            self.write(b"\x88" if obj else b"\x89")
        elif t is int:
            self.save_int(obj)
        elif t is float:
            self.write(b"G" + _float_bytes(obj))
        elif t is str:
            if not self.get(("s", obj)):
                self.save_str(obj)
                self.memoize(("s", obj))
        elif t is bytes:
            if not self.get(("b", obj)):
                self.save_bytes(obj, ("b", obj))
        elif t is _Fresh:
            if obj.readonly or self.proto < 5:
                self.save_bytes(obj.data, id(obj), obj)
            else:
                self.sized(None, None, b"\x96", obj.data)
                self.memoize(id(obj), obj)
        elif t is tuple:
            self.save_tuple(obj)
        elif t is list:
            if not self.get(id(obj)):
                self.write(b"]")
                self.memoize(id(obj), obj)
                self.batch(list(obj), b"a", b"e")
        elif t is dict:
            if not self.get(id(obj)):
                self.write(b"}")
                self.memoize(id(obj), obj)
                self.batch(list(obj.items()), b"s", b"u")
        elif t is set or t is frozenset:
            self.save_set(obj)
        elif t is bytearray:
            if self.proto >= 5:
                if not self.get(id(obj)):
                    self.sized(None, None, b"\x96", bytes(obj))
                    self.memoize(id(obj), obj)
            else:
                self.save_reduce(bytearray, (bytes(obj),) if len(obj) else (), obj=obj)
        elif t is _Global:
            self.save_global(obj, obj.module, obj.name)
        elif t is _FreshStr:
            self.save_str(obj.text)
            self.memoize(id(obj), obj)
        elif isinstance(obj, type) or t.__name__ in ("function", "builtin_function_or_method"):
            self.save_global(obj)
        else:
            self.save_other(obj)

    def save_int(self, obj):
        if 0 <= obj < 256:
            self.write(b"K" + bytes([obj]))
        elif 0 <= obj < 65536:
            self.write(b"M" + obj.to_bytes(2, "little"))
        elif -2147483648 <= obj < 2147483648:
            self.write(b"J" + obj.to_bytes(4, "little", signed=True))
        else:
            data = _long_bytes(obj)
            if len(data) < 256:
                self.write(b"\x8a" + bytes([len(data)]) + data)
            else:
                self.write(b"\x8b" + len(data).to_bytes(4, "little", signed=True) + data)

    def save_str(self, obj):
        data = obj.encode("utf-8", "surrogatepass")
        if self.proto >= 4:
            self.sized(b"\x8c", b"X", b"\x8d", data)
        else:
            self.sized(None, b"X", None, data)

    def save_bytes(self, data, key, obj=None):
        if self.proto >= 3:
            self.sized(b"C", b"B", b"\x8e" if self.proto >= 4 else None, data)
            self.memoize(key, obj)
            return
        # Protocol 2 has no bytes: _codecs.encode(latin-1 text, 'latin1'), b'' as bytes().
        if len(data) == 0:
            self.save_reduce(bytes, (), key=key, obj=obj)
            return
        text = data.decode("latin-1")
        # CPython caches one-character text; longer text decoded here is a new object.
        arg = text if len(text) == 1 else _FreshStr(text)
        self.save_reduce(_CODECS_ENCODE, (arg, "latin1"), key=key, obj=obj)

    def save_tuple(self, obj):
        if len(obj) == 0:
            self.write(b")")
            return
        if self.get(id(obj)):
            return
        if len(obj) <= 3:
            for x in obj:
                self.save(x)
            if self.get(id(obj)):
                return
            self.write([b"\x85", b"\x86", b"\x87"][len(obj) - 1])
        else:
            self.write(b"(")
            for x in obj:
                self.save(x)
            self.write(b"t")
        self.memoize(id(obj), obj)

    def save_set(self, obj):
        if self.get(id(obj)):
            return
        items = list(obj)
        if self.proto < 4:
            self.save_reduce(type(obj), (items,), obj=obj)
        elif type(obj) is set:
            self.write(b"\x8f")
            self.memoize(id(obj), obj)
            for i in range(0, len(items), _BATCH):
                self.write(b"(")
                for x in items[i:i + _BATCH]:
                    self.save(x)
                self.write(b"\x90")
        else:
            self.write(b"(")
            for x in items:
                self.save(x)
            self.write(b"\x91")
            self.memoize(id(obj), obj)

    def batch(self, items, one, many):
        # A single item is APPEND/SETITEM; more go MARK ... APPENDS/SETITEMS by 1000.
        pair = one == b"s"
        if len(items) == 1:
            self.save_item(items[0], pair)
            self.write(one)
            return
        for i in range(0, len(items), _BATCH):
            self.write(b"(")
            for x in items[i:i + _BATCH]:
                self.save_item(x, pair)
            self.write(many)

    def save_item(self, x, pair):
        if pair:
            self.save(x[0])
            self.save(x[1])
        else:
            self.save(x)

    # ---- objects by reference and by reduction

    def save_global(self, obj, module=None, name=None):
        if module is None:
            module, name = _global_name(obj)
        key = ("g", module, name)
        if self.get(key):
            return
        if self.proto >= 4:
            self.save(module)
            self.save(name)
            self.write(b"\x93")
        else:
            if self.proto < 3:
                if module == "builtins":
                    name = _PY2_NAMES.get(name, name)
                module = _PY2_MODULES.get(module, module)
            self.write(b"c" + module.encode("utf-8") + b"\n" + name.encode("utf-8") + b"\n")
        self.memoize(key, obj)

    def save_other(self, obj):
        if self.get(id(obj)):
            return
        if _is_numpy(obj):
            func, args, state = _numpy().reduce(obj, self.proto)
            self.save_reduce(func, args, state, obj=obj)
            return
        cls = type(obj)
        if isinstance(obj, _torch.Tensor) or _user_module(getattr(cls, "__module__", None)) is None:
            raise _refuse(obj)
        if getattr(cls, "__reduce_ex__", None) is not None:
            rv = obj.__reduce_ex__(self.proto)
        elif getattr(cls, "__reduce__", None) is not None:
            rv = obj.__reduce__()
        else:
            rv = _default_reduce(obj)
        if isinstance(rv, str):
            self.save_global(obj, cls.__module__, rv)
            return
        if not isinstance(rv, tuple):
            raise PicklingError("__reduce__ must return a string or tuple")
        if len(rv) < 2 or len(rv) > 6:
            raise PicklingError("tuple returned by __reduce__ must contain 2 through 6 elements")
        rv = rv + (None,) * (5 - len(rv))
        self.save_reduce(rv[0], rv[1], rv[2], rv[3], rv[4], obj=obj)

    def save_reduce(self, func, args, state=None, listitems=None, dictitems=None, key=None, obj=None):
        if not isinstance(args, tuple):
            raise PicklingError("second item of the tuple returned by __reduce__ must be a tuple")
        if func is _NEWOBJ:
            self.save(args[0])
            self.save(args[1:])
            self.write(b"\x81")
        else:
            self.save(func)
            self.save(args)
            self.write(b"R")
        if key is None and obj is not None:
            key = id(obj)
        if key is not None:
            if key in self.memo:
                # The object was reached again while its arguments were written.
                self.write(b"0")
                self.get(key)
                return
            self.memoize(key, obj)
        if listitems is not None:
            self.batch(list(listitems), b"a", b"e")
        if dictitems is not None:
            self.batch(list(dictitems), b"s", b"u")
        if state is not None:
            self.save(state)
            self.write(b"b")


class _FreshStr:
    # Text made anew for one pickling (protocol 2's latin-1 form of NumPy's data).
    def __init__(self, text):
        self.text = text


def _global_name(obj):
    """(module, qualified name) of a class or function, checked as CPython's save_global
    checks it: found again under that name, the same object."""
    for n, v in _BUILTINS.items():
        if v is obj:
            return "builtins", n
    name = getattr(obj, "__qualname__", None) or getattr(obj, "__name__", None)
    module = getattr(obj, "__module__", None)
    if "<locals>" in name.split("."):
        raise AttributeError("Can't pickle local object " + repr(name))
    space = _user_module(module)
    if space is None:
        if module in (None, "builtins"):
            raise PicklingError("Can't pickle " + repr(obj) + ": attribute lookup " + name +
                                " on " + str(module) + " failed")
        raise _refuse(obj)
    try:
        found = _lookup(space, name)
    except AttributeError:
        raise PicklingError("Can't pickle " + repr(obj) + ": attribute lookup " + name +
                            " on " + module + " failed")
    if found is not obj:
        raise PicklingError("Can't pickle " + repr(obj) + ": it's not the same object as " +
                            module + "." + name)
    return module, name


def _default_reduce(obj):
    # copyreg's protocol-2 reduction (object.__reduce_ex__): NEWOBJ of the class with
    # __getnewargs__'s arguments, then the state: __getstate__'s, or the instance's
    # __dict__ (None when empty) with its slots beside it.
    cls = type(obj)
    args = obj.__getnewargs__() if getattr(cls, "__getnewargs__", None) is not None else ()
    if getattr(cls, "__getstate__", None) is not None:
        state = obj.__getstate__()
    else:
        d = getattr(obj, "__dict__", None)
        state = d if d else None
        slots = {}
        for k in _slot_names(cls):
            if hasattr(obj, k):
                slots[k] = getattr(obj, k)
        if slots:
            state = (state, slots)
    listitems = iter(obj) if isinstance(obj, list) else None
    dictitems = iter(obj.items()) if isinstance(obj, dict) else None
    return _NEWOBJ, (cls,) + tuple(args), state, listitems, dictitems


def _slot_names(cls):
    names = []
    for c in cls.__mro__:
        s = c.__dict__.get("__slots__", ()) if hasattr(c, "__dict__") else ()
        if isinstance(s, str):
            s = (s,)
        for n in s:
            if n not in ("__dict__", "__weakref__"):
                names.append("_" + c.__name__.lstrip("_") + n if n.startswith("__") and not n.endswith("__") else n)
    return names


def dumps(obj, protocol=None, *, fix_imports=True, buffer_callback=None):
    if protocol is None:
        protocol = DEFAULT_PROTOCOL
    if protocol < 0:
        protocol = HIGHEST_PROTOCOL
    if protocol > HIGHEST_PROTOCOL:
        raise ValueError("pickle protocol must be <= " + str(HIGHEST_PROTOCOL))
    if protocol < 2:
        raise NotImplementedError("stridelab's pickle writes protocols 2 to 5 only")
    if buffer_callback is not None:
        raise NotImplementedError("pickle's buffer_callback (out-of-band buffers) is not supported in stridelab")
    p = _Pickler(protocol)
    p.out.append(b"\x80" + bytes([protocol]))
    p.save(obj)
    p.write(b".")
    p.commit(True)
    return b"".join(p.out)


def dump(obj, file, protocol=None, *, fix_imports=True, buffer_callback=None):
    file.write(dumps(obj, protocol, buffer_callback=buffer_callback))


def loads(data, *, fix_imports=True, encoding="ASCII", errors="strict", buffers=()):
    import _pickle_load
    return _pickle_load.loads(data, encoding=encoding, errors=errors, buffers=buffers)


def load(file, *, fix_imports=True, encoding="ASCII", errors="strict", buffers=()):
    return loads(file.read(), encoding=encoding, errors=errors, buffers=buffers)
