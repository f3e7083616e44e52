# _torch_pickle: the bytes of a torch.save archive's data.pkl, as PyTorch's PyTorchPickler
# (CPython's C pickler, protocol 2 or 3) writes them: the memo (BINPUT/BINGET, their LONG_
# forms past 255), the small-tuple and batching opcodes, tensors as
# torch._utils._rebuild_tensor_v2 over persistent storage ids. Only what PyTorch's pickler
# writes the same way every time is taken; anything else (a module, a user class, a set,
# whose order is CPython's hashing) is NotExact, and torch.save then keeps its snapshot
# without bytes (docs/decisions.md, "Stop 71: torch.save bytes").
import torch
from collections import OrderedDict

_BATCH = 1000

_STORAGES = {
    "torch.float32": "FloatStorage", "torch.float64": "DoubleStorage",
    "torch.float16": "HalfStorage", "torch.bfloat16": "BFloat16Storage",
    "torch.int64": "LongStorage", "torch.int32": "IntStorage",
    "torch.int16": "ShortStorage", "torch.int8": "CharStorage",
    "torch.uint8": "ByteStorage", "torch.bool": "BoolStorage",
    "torch.complex64": "ComplexFloatStorage", "torch.complex128": "ComplexDoubleStorage",
}


class NotExact(Exception):
    # What the pickler cannot write as PyTorch does; the message names it.
    pass


def _u32(n):
    return n.to_bytes(4, "little")


def _interned(s):
    # CPython interns the identifier-like constants of code ('version', 'storage', 'cpu',
    # an optimizer's 'step') and keeps one object for '' and each one-character latin-1
    # str: so a second pickling of those is a BINGET. Other equal strings are separate
    # objects, each written out.
    return s.isidentifier() or len(s) == 0 or (len(s) == 1 and ord(s) < 256)


class Pickler:
    def __init__(self, protocol=2):
        if protocol not in (2, 3):
            raise NotExact(f"pickle protocol {protocol} (stridelab writes protocols 2 and 3)")
        self.protocol = protocol
        self.out = bytearray(b"\x80" + bytes([protocol]))
        self.memo = {}
        self.count = 0
        self.keep = []
        # Storage identity -> (key, storage tensor); keys in first-seen order.
        self.storages = {}

    # ---- the memo ----
    def _memo_key(self, obj):
        if isinstance(obj, str) and _interned(obj):
            return ("s", obj)
        return id(obj)

    def _get(self, key):
        i = self.memo.get(key)
        if i is None:
            return False
        self.out += b"h" + bytes([i]) if i < 256 else b"j" + _u32(i)
        return True

    def _put(self, key, obj):
        i = self.count
        self.count += 1
        self.memo[key] = i
        self.keep.append(obj)
        self.out += b"q" + bytes([i]) if i < 256 else b"r" + _u32(i)

    # ---- atoms ----
    def _int(self, x):
        if 0 <= x < 256:
            self.out += b"K" + bytes([x])
        elif 0 <= x < 65536:
            self.out += b"M" + x.to_bytes(2, "little")
        elif -2147483648 <= x < 2147483648:
            self.out += b"J" + x.to_bytes(4, "little", signed=True)
        else:
            n = (x.bit_length() >> 3) + 1
            data = x.to_bytes(n, "little", signed=True)
            if x < 0 and n > 1 and data[-1] == 0xFF and (data[-2] & 0x80):
                data = data[:-1]
            if len(data) < 256:
                self.out += b"\x8a" + bytes([len(data)]) + data
            else:
                self.out += b"\x8b" + _u32(len(data)) + data

    def _str(self, s, key=None):
        # key: the memo's key for a str PyTorch builds itself (a storage's key, a device's
        # type), which is no interned constant.
        key = self._memo_key(s) if key is None else key
        if self._get(key):
            return
        data = s.encode("utf-8", "surrogatepass")
        self.out += b"X" + _u32(len(data)) + data
        self._put(key, s)

    def _global(self, module, name):
        key = ("g", module, name)
        if self._get(key):
            return
        self.out += b"c" + module.encode() + b"\n" + name.encode() + b"\n"
        self._put(key, None)

    def _reduce(self, module, name, args, obj):
        # save_reduce with no state: the callable, its argument tuple, REDUCE, the result
        # memoized.
        self._global(module, name)
        self.save(args)
        self.out += b"R"
        self._put(id(obj), obj)

    # ---- containers ----
    def _tuple(self, t):
        if len(t) == 0:
            self.out += b")"
            return
        if self._get(id(t)):
            return
        if len(t) <= 3:
            for x in t:
                self.save(x)
            self.out += (b"\x85", b"\x86", b"\x87")[len(t) - 1]
        else:
            self.out += b"("
            for x in t:
                self.save(x)
            self.out += b"t"
        self._put(id(t), t)

    def _list(self, xs):
        self.out += b"]"
        self._put(id(xs), xs)
        n = len(xs)
        if n == 1:
            self.save(xs[0])
            self.out += b"a"
            return
        done = 0
        while done < n:
            self.out += b"("
            for x in xs[done:done + _BATCH]:
                self.save(x)
            done = min(n, done + _BATCH)
            self.out += b"e"

    def _dict_exact(self, d):
        # batch_dict_exact: one item is a SETITEM; otherwise MARK/SETITEMS batches, and a
        # dict of a whole number of batches ends with an empty one.
        self.out += b"}"
        self._put(id(d), d)
        items = list(d.items())
        n = len(items)
        if n == 0:
            return
        if n == 1:
            self.save(items[0][0])
            self.save(items[0][1])
            self.out += b"s"
            return
        at = 0
        while True:
            self.out += b"("
            chunk = items[at:at + _BATCH]
            for k, v in chunk:
                self.save(k)
                self.save(v)
            self.out += b"u"
            at += len(chunk)
            if len(chunk) < _BATCH:
                return

    def _dict_items(self, items):
        # batch_dict over a reduce's item iterator: a lone last item is a SETITEM.
        at = 0
        n = len(items)
        while at < n:
            chunk = items[at:at + _BATCH]
            at += len(chunk)
            if len(chunk) == 1:
                self.save(chunk[0][0])
                self.save(chunk[0][1])
                self.out += b"s"
                return
            self.out += b"("
            for k, v in chunk:
                self.save(k)
                self.save(v)
            self.out += b"u"

    def _ordered_dict(self, d):
        self._global("collections", "OrderedDict")
        self.out += b")R"
        self._put(id(d), d)
        self._dict_items(list(d.items()))
        meta = getattr(d, "_metadata", None)
        if meta is not None:
            # A state_dict's state: its __dict__, {'_metadata': ...}, then BUILD.
            state = {"_metadata": meta}
            self.save(state)
            self.out += b"b"

    # ---- torch objects ----
    def _storage_id(self, t):
        st = t.untyped_storage()
        name = _STORAGES.get(str(t.dtype))
        if name is None:
            raise NotExact(f"a {t.dtype} tensor (PyTorch saves it with _rebuild_tensor_v3)")
        if t.device.type == "meta":
            raise NotExact("a tensor on the meta device")
        # stridelab's own devices (webgpu, metal) have no PyTorch location tag: their
        # tensors are saved as PyTorch saves the CPU tensor, so the bytes do not depend on
        # the device a script runs on (docs/decisions.md, "Stop 71: torch.save bytes").
        nbytes = st.nbytes()
        ident = st.data_ptr() if nbytes else ("empty", id(t))
        entry = self.storages.get(ident)
        if entry is None:
            entry = (str(len(self.storages)), t)
            self.storages[ident] = entry
        size = t.element_size()
        self.out += b"("
        self._str("storage")
        self._global("torch", name)
        self._str(entry[0], ("key", entry[0]))
        self._str("cpu")
        self._int(nbytes // size)
        self.out += b"t"
        self._put(("pid", self.count), None)
        self.out += b"Q"

    def _hooks(self):
        self._global("collections", "OrderedDict")
        self.out += b")R"
        self._put(("hooks", self.count), None)

    def _tensor(self, t, requires_grad):
        self._global("torch._utils", "_rebuild_tensor_v2")
        self.out += b"("
        self._storage_id(t)
        self._int(t.storage_offset())
        self._tuple(tuple(t.shape))
        self._tuple(tuple(t.stride()))
        self.out += b"\x88" if requires_grad else b"\x89"
        self._hooks()
        self.out += b"t"
        self._put(("args", self.count), None)
        self.out += b"R"

    def _any_tensor(self, t):
        if t.is_conj() or t.is_neg():
            raise NotExact("a tensor with a lazy conjugate or negation bit")
        if isinstance(t, torch.nn.Parameter):
            if type(t) is not torch.nn.Parameter or getattr(t, "__dict__", None):
                raise NotExact("a Parameter subclass or one with attributes")
            self._global("torch._utils", "_rebuild_parameter")
            self._tensor(t, False)
            self._put(("data", self.count), None)
            self.out += b"\x88" if t.requires_grad else b"\x89"
            self._hooks()
            self.out += b"\x87"
            self._put(("args", self.count), None)
            self.out += b"R"
        else:
            if type(t) is not torch.Tensor:
                raise NotExact(f"a tensor of class {type(t).__name__}")
            self._tensor(t, t.requires_grad)
        self._put(id(t), t)

    # ---- dispatch ----
    def save(self, x):
        if x is None:
            self.out += b"N"
            return
        if x is True or x is False:
            self.out += b"\x88" if x else b"\x89"
            return
        t = type(x)
        if t is int:
            self._int(x)
            return
        if t is float:
            self.out += b"G" + _native.float_bytes(x)
            return
        if t is str:
            self._str(x)
            return
        if self._get(id(x)):
            return
        if t is tuple:
            self._tuple(x)
        elif t is list:
            self._list(x)
        elif t is dict:
            self._dict_exact(x)
        elif t is OrderedDict:
            self._ordered_dict(x)
        elif isinstance(x, torch.Tensor):
            self._any_tensor(x)
        elif t is bytes:
            self._bytes(x)
        elif t is complex:
            self._reduce("__builtin__", "complex", (x.real, x.imag), x)
        elif isinstance(x, torch.dtype):
            self._global("torch", str(x)[len("torch."):])
        elif isinstance(x, torch.Size):
            self._reduce("torch", "Size", (tuple(x),), x)
        elif isinstance(x, torch.device):
            self._device(x)
        else:
            raise NotExact(f"an object of type {t.__name__}")

    def _device(self, d):
        self._global("torch", "device")
        self._str(d.type, ("fresh", self.count))
        if d.index is None:
            self.out += b"\x85"
        else:
            self._int(d.index)
            self.out += b"\x86"
        self._put(("args", self.count), None)
        self.out += b"R"
        self._put(id(d), d)

    def _bytes(self, b):
        if self.protocol >= 3:
            self.out += (b"C" + bytes([len(b)])) if len(b) < 256 else (b"B" + _u32(len(b)))
            self.out += b
            self._put(id(b), b)
        elif len(b) == 0:
            self._reduce("__builtin__", "bytes", (), b)
        else:
            self._reduce("_codecs", "encode", (b.decode("latin1"), "latin1"), b)


def dumps(obj, protocol=2):
    # data.pkl's bytes, and the storages it names: [(key, tensor)] in first-seen order.
    p = Pickler(protocol)
    p.save(obj)
    p.out += b"."
    return bytes(p.out), list(p.storages.values())
