# _pickle_load: pickle.loads/load, CPython's unpickler for protocols 2 to 5: plain data,
# GLOBAL/STACK_GLOBAL (the builtins, _codecs.encode, copyreg._reconstructor, NumPy's
# globals through pickle_numpy.py, the script's classes and functions in __main__ or a
# module it put in sys.modules), REDUCE, NEWOBJ, BUILD (__setstate__, or the __dict__ and
# slots), Python 2's str opcodes decoded with `encoding` ('bytes' keeps them bytes), and
# out-of-band buffers from `buffers`.
import sys as _sys
import pickle as _pk


class _Mark:
    pass


def _pop_mark(stack):
    items = []
    while True:
        x = stack.pop()
        if isinstance(x, _Mark):
            break
        items.append(x)
    items.reverse()
    return items


def _codecs_encode(text, encoding="utf-8", errors="strict"):
    return text.encode(encoding, errors)


def _reconstructor(cls, base, state):
    # copyreg._reconstructor: protocol 0/1's object of a class over a builtin base.
    if base is object:
        return object.__new__(cls)
    obj = base.__new__(cls, state)
    if base.__init__ != object.__init__:
        base.__init__(obj, state)
    return obj


_PY2_NAMES = {"long": "int", "unicode": "str", "xrange": "range"}


def _find_class(module, name):
    if module in ("builtins", "__builtin__"):
        name = _PY2_NAMES.get(name, name) if module == "__builtin__" else name
        if name in _pk._BUILTINS:
            return _pk._BUILTINS[name]
        raise AttributeError("Can't get attribute " + repr(name) + " on <module 'builtins' (built-in)>")
    if module == "_codecs" and name == "encode":
        return _codecs_encode
    if module in ("copyreg", "copy_reg") and name == "_reconstructor":
        return _reconstructor
    if module == "collections" and name == "OrderedDict":
        from collections import OrderedDict
        return OrderedDict
    if module == "numpy" or module.startswith("numpy."):
        found = _pk._numpy().find(module, name)
        if found is not None:
            return found
        raise NotImplementedError("stridelab's pickle does not read " + module + "." + name)
    space = _pk._user_module(module)
    if space is None:
        try:
            space = __import__(module)
            for part in module.split(".")[1:]:
                space = getattr(space, part)
        except ImportError:
            raise ModuleNotFoundError("No module named " + repr(module))
    try:
        return _pk._lookup(space, name)
    except AttributeError:
        where = "<module " + repr(module) + ">" if isinstance(space, dict) else repr(space)
        raise AttributeError("Can't get attribute " + repr(name) + " on " + where)


def _new(cls, args, kwargs):
    make = getattr(cls, "__new__", None)
    if make is not None and make is not object.__new__:
        return make(cls, *args, **kwargs)
    return object.__new__(cls)


def _build(inst, state):
    setstate = getattr(inst, "__setstate__", None)
    if setstate is not None:
        setstate(state)
        return
    slots = None
    if isinstance(state, tuple) and len(state) == 2:
        state, slots = state
    if state:
        inst.__dict__.update(state)
    if slots:
        for k, v in slots.items():
            setattr(inst, k, v)


def loads(data, *, fix_imports=True, encoding="ASCII", errors="strict", buffers=()):
    if isinstance(data, str):
        raise TypeError("a bytes-like object is required, not 'str'")
    return _Unpickler(bytes(data), encoding, errors, buffers).run()


class _Unpickler:
    def __init__(self, data, encoding, errors, buffers):
        self.data = data
        self.i = 0
        self.stack = []
        self.memo = {}
        self.encoding = encoding
        self.errors = errors
        self.buffers = iter(buffers) if buffers is not None else None
        # NumPy objects whose BUILD makes the real one: the memo keys naming each.
        self.pending = {}

    def take(self, k):
        if self.i + k > len(self.data):
            raise _pk.UnpicklingError("pickle data was truncated")
        b = self.data[self.i:self.i + k]
        self.i += k
        return b

    def size(self, k):
        return int.from_bytes(self.take(k), "little")

    def line(self):
        j = self.data.find(b"\n", self.i)
        if j < 0:
            raise _pk.UnpicklingError("pickle data was truncated")
        s = self.data[self.i:j].decode("utf-8")
        self.i = j + 1
        return s

    def put(self, key):
        v = self.stack[-1]
        self.memo[key] = v
        if isinstance(v, _pk._Pending):
            self.pending.setdefault(id(v), []).append(key)

    def py2str(self, b):
        # Python 2's str: bytes under encoding='bytes', else text in that encoding.
        if self.encoding == "bytes":
            return b
        return b.decode(self.encoding, self.errors)

    def run(self):
        stack = self.stack
        data = self.data
        n = len(data)
        while True:
            if self.i >= n:
                raise EOFError("Ran out of input")
            op = data[self.i]
            self.i += 1
            if op == 0x80:
                self.take(1)
            elif op == 0x95:
                if self.i + 8 + self.size(8) > n:
                    raise _pk.UnpicklingError("pickle data was truncated")
            elif op == 0x2E:           # .
                v = stack.pop()
                return v.result if isinstance(v, _pk._Pending) else v
            elif op == 0x28:           # (
                stack.append(_Mark())
            elif op == 0x4E:           # N
                stack.append(None)
            elif op == 0x88:
                stack.append(True)
            elif op == 0x89:
                stack.append(False)
            elif op == 0x4B:           # K
                stack.append(self.take(1)[0])
            elif op == 0x4D:           # M
                stack.append(self.size(2))
            elif op == 0x4A:           # J
                stack.append(int.from_bytes(self.take(4), "little", signed=True))
            elif op == 0x8A:
                stack.append(int.from_bytes(self.take(self.size(1)), "little", signed=True))
            elif op == 0x8B:
                k = int.from_bytes(self.take(4), "little", signed=True)
                stack.append(int.from_bytes(self.take(k), "little", signed=True))
            elif op == 0x47:           # G
                stack.append(_pk._bytes_float(self.take(8)))
            elif op == 0x8C:
                stack.append(self.take(self.size(1)).decode("utf-8", "surrogatepass"))
            elif op == 0x58:           # X
                stack.append(self.take(self.size(4)).decode("utf-8", "surrogatepass"))
            elif op == 0x8D:
                stack.append(self.take(self.size(8)).decode("utf-8", "surrogatepass"))
            elif op == 0x43:           # C
                stack.append(self.take(self.size(1)))
            elif op == 0x42:           # B
                stack.append(self.take(self.size(4)))
            elif op == 0x8E:
                stack.append(self.take(self.size(8)))
            elif op == 0x96:
                stack.append(bytearray(self.take(self.size(8))))
            elif op == 0x55:           # U SHORT_BINSTRING
                stack.append(self.py2str(self.take(self.size(1))))
            elif op == 0x54:           # T BINSTRING
                stack.append(self.py2str(self.take(int.from_bytes(self.take(4), "little", signed=True))))
            elif op == 0x29:           # )
                stack.append(())
            elif op in (0x85, 0x86, 0x87):
                k = op - 0x84
                items = stack[len(stack) - k:]
                del stack[len(stack) - k:]
                stack.append(tuple(items))
            elif op == 0x74:           # t
                stack.append(tuple(_pop_mark(stack)))
            elif op == 0x5D:           # ]
                stack.append([])
            elif op == 0x6C:           # l LIST
                stack.append(_pop_mark(stack))
            elif op == 0x61:           # a
                x = stack.pop()
                stack[-1].append(x)
            elif op == 0x65:           # e
                items = _pop_mark(stack)
                stack[-1].extend(items)
            elif op == 0x7D:           # }
                stack.append({})
            elif op == 0x73:           # s
                v = stack.pop()
                k = stack.pop()
                stack[-1][k] = v
            elif op == 0x75:           # u
                items = _pop_mark(stack)
                d = stack[-1]
                for j in range(0, len(items), 2):
                    d[items[j]] = items[j + 1]
            elif op == 0x8F:
                stack.append(set())
            elif op == 0x90:
                items = _pop_mark(stack)
                stack[-1].update(items)
            elif op == 0x91:
                stack.append(frozenset(_pop_mark(stack)))
            elif op == 0x94:
                self.put(len(self.memo))
            elif op == 0x71:           # q BINPUT
                self.put(self.take(1)[0])
            elif op == 0x72:           # r LONG_BINPUT
                self.put(self.size(4))
            elif op == 0x68:           # h
                stack.append(self.memo[self.take(1)[0]])
            elif op == 0x6A:           # j
                stack.append(self.memo[self.size(4)])
            elif op == 0x30:           # 0 POP
                stack.pop()
            elif op == 0x31:           # 1 POP_MARK
                _pop_mark(stack)
            elif op == 0x32:           # 2 DUP
                stack.append(stack[-1])
            elif op == 0x63:           # c GLOBAL
                module = self.line()
                stack.append(_find_class(module, self.line()))
            elif op == 0x93:           # STACK_GLOBAL
                name = stack.pop()
                stack.append(_find_class(stack.pop(), name))
            elif op == 0x52:           # R REDUCE
                args = stack.pop()
                stack[-1] = stack[-1](*args)
            elif op == 0x81:           # NEWOBJ
                args = stack.pop()
                cls = stack.pop()
                stack.append(_new(cls, args, {}))
            elif op == 0x92:           # NEWOBJ_EX
                kwargs = stack.pop()
                args = stack.pop()
                cls = stack.pop()
                stack.append(_new(cls, args, kwargs))
            elif op == 0x62:           # b BUILD
                state = stack.pop()
                inst = stack[-1]
                _build(inst, state)
                if isinstance(inst, _pk._Pending):
                    stack[-1] = inst.result
                    for key in self.pending.pop(id(inst), []):
                        self.memo[key] = inst.result
            elif op == 0x97:           # NEXT_BUFFER
                if self.buffers is None:
                    raise _pk.UnpicklingError("pickle stream refers to out-of-band data but no *buffers* argument was given")
                try:
                    stack.append(next(self.buffers))
                except StopIteration:
                    raise _pk.UnpicklingError("not enough out-of-band buffers")
            elif op == 0x98:           # READONLY_BUFFER
                pass
            elif op == 0x51:           # Q BINPERSID
                raise _pk.UnpicklingError("A load persistent id instruction was encountered, but no "
                                          "persistent_load function was specified.")
            else:
                raise NotImplementedError("stridelab's pickle does not read opcode " +
                                          repr(bytes([op])) + " (protocols 0 and 1's text forms)")
