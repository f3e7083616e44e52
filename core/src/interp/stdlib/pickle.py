# pickle: CPython 3.11's protocol 4 (the default; 5 writes the same for these types) for
# plain Python data: None, bools, ints, floats, str, bytes, and lists, tuples, dicts, sets
# and frozensets of them. dumps gives CPython's bytes (framing, memo, batches of 1000) with
# one difference: CPython memoizes a str or bytes by identity, this by value (the literal
# keys of teaching code are the same object in CPython too); see docs/decisions.md. Other
# objects (tensors, class instances) are refused by name rather than pickled differently.
import io as _io
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


class _Pickler:
    def __init__(self):
        self.out = []
        self.frame = []
        self.frame_len = 0
        self.memo = {}

    def write(self, b):
        self.frame.append(b)
        self.frame_len += len(b)

    def commit(self, force=False):
        if self.frame_len >= _FRAME_TARGET or (force and self.frame_len > 0):
            if self.frame_len >= 4:
                self.out.append(b"\x95" + self.frame_len.to_bytes(8, "little"))
            self.out.extend(self.frame)
            self.frame = []
            self.frame_len = 0

    def memoize(self, key):
        self.memo[key] = len(self.memo)
        self.write(b"\x94")

    def get(self, key):
        i = self.memo.get(key)
        if i is None:
            return False
        self.write(b"h" + bytes([i]) if i < 256 else b"j" + i.to_bytes(4, "little"))
        return True

    def sized(self, small, mid, big, payload):
        n = len(payload)
        if n < 256:
            header = small + bytes([n])
        elif n <= 0xFFFFFFFF:
            header = mid + n.to_bytes(4, "little")
        else:
            header = big + n.to_bytes(8, "little")
        if n >= _FRAME_TARGET:
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
        elif t is float:
            self.write(b"G" + _float_bytes(obj))
        elif t is str:
            if not self.get(("s", obj)):
                self.sized(b"\x8c", b"X", b"\x8d", obj.encode("utf-8", "surrogatepass"))
                self.memoize(("s", obj))
        elif t is bytes:
            if not self.get(("b", obj)):
                self.sized(b"C", b"B", b"\x8e", obj)
                self.memoize(("b", obj))
        elif t is tuple:
            self.save_tuple(obj)
        elif t is list:
            if not self.get(id(obj)):
                self.write(b"]")
                self.memoize(id(obj))
                self.batch(list(obj), b"a", b"e")
        elif t is dict:
            if not self.get(id(obj)):
                self.write(b"}")
                self.memoize(id(obj))
                self.batch(list(obj.items()), b"s", b"u")
        elif t is set:
            if not self.get(id(obj)):
                self.write(b"\x8f")
                self.memoize(id(obj))
                items = list(obj)
                for i in range(0, len(items), _BATCH):
                    self.write(b"(")
                    for x in items[i:i + _BATCH]:
                        self.save(x)
                    self.write(b"\x90")
        elif t is frozenset:
            if not self.get(id(obj)):
                self.write(b"(")
                for x in obj:
                    self.save(x)
                self.write(b"\x91")
                self.memoize(id(obj))
        else:
            raise NotImplementedError(
                "stridelab's pickle writes plain Python data only (None, bool, int, float, str, "
                "bytes, list, tuple, dict, set, frozenset), not a '" + t.__name__ + "' object")

    def save_tuple(self, obj):
        if len(obj) == 0:
            self.write(b")")
            return
        if self.get(id(obj)):
            return
        if len(obj) <= 3:
            for x in obj:
                self.save(x)
            self.write([b"\x85", b"\x86", b"\x87"][len(obj) - 1])
        else:
            self.write(b"(")
            for x in obj:
                self.save(x)
            self.write(b"t")
        self.memoize(id(obj))

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


def dumps(obj, protocol=None, *, fix_imports=True, buffer_callback=None):
    if protocol is None:
        protocol = DEFAULT_PROTOCOL
    if protocol < 0:
        protocol = HIGHEST_PROTOCOL
    if protocol > HIGHEST_PROTOCOL:
        raise ValueError("pickle protocol must be <= " + str(HIGHEST_PROTOCOL))
    if protocol < 4:
        raise NotImplementedError("stridelab's pickle writes protocols 4 and 5 only")
    p = _Pickler()
    p.out.append(b"\x80" + bytes([protocol]))
    p.save(obj)
    p.write(b".")
    p.commit(True)
    return b"".join(p.out)


def dump(obj, file, protocol=None, *, fix_imports=True, buffer_callback=None):
    file.write(dumps(obj, protocol))


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


def loads(data, *, fix_imports=True, encoding="ASCII", errors="strict", buffers=()):
    if isinstance(data, str):
        raise TypeError("a bytes-like object is required, not 'str'")
    data = bytes(data)
    stack = []
    memo = {}
    i = 0
    n = len(data)

    def take(k):
        nonlocal i
        if i + k > n:
            raise UnpicklingError("pickle data was truncated")
        b = data[i:i + k]
        i += k
        return b

    while True:
        if i >= n:
            raise EOFError("Ran out of input")
        op = data[i]
        i += 1
        if op == 0x80:
            take(1)
        elif op == 0x95:
            take(8)
        elif op == 0x2E:           # .
            return stack.pop()
        elif op == 0x28:           # (
            stack.append(_Mark())
        elif op == 0x4E:           # N
            stack.append(None)
        elif op == 0x88:
            stack.append(True)
        elif op == 0x89:
            stack.append(False)
        elif op == 0x4B:           # K
            stack.append(take(1)[0])
        elif op == 0x4D:           # M
            stack.append(int.from_bytes(take(2), "little"))
        elif op == 0x4A:           # J
            stack.append(int.from_bytes(take(4), "little", signed=True))
        elif op == 0x8A:
            stack.append(int.from_bytes(take(take(1)[0]), "little", signed=True))
        elif op == 0x8B:
            stack.append(int.from_bytes(take(int.from_bytes(take(4), "little", signed=True)), "little", signed=True))
        elif op == 0x47:           # G
            stack.append(_bytes_float(take(8)))
        elif op == 0x8C:
            stack.append(take(take(1)[0]).decode("utf-8", "surrogatepass"))
        elif op == 0x58:           # X
            stack.append(take(int.from_bytes(take(4), "little")).decode("utf-8", "surrogatepass"))
        elif op == 0x8D:
            stack.append(take(int.from_bytes(take(8), "little")).decode("utf-8", "surrogatepass"))
        elif op == 0x43:           # C
            stack.append(take(take(1)[0]))
        elif op == 0x42:           # B
            stack.append(take(int.from_bytes(take(4), "little")))
        elif op == 0x8E:
            stack.append(take(int.from_bytes(take(8), "little")))
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
            memo[len(memo)] = stack[-1]
        elif op == 0x71:           # q BINPUT
            memo[take(1)[0]] = stack[-1]
        elif op == 0x72:           # r LONG_BINPUT
            memo[int.from_bytes(take(4), "little")] = stack[-1]
        elif op == 0x68:           # h
            stack.append(memo[take(1)[0]])
        elif op == 0x6A:           # j
            stack.append(memo[int.from_bytes(take(4), "little")])
        elif op == 0x30:           # 0 POP
            stack.pop()
        else:
            raise NotImplementedError("stridelab's pickle reads plain Python data only: opcode " +
                                      repr(bytes([op])) + " is not supported")


def load(file, *, fix_imports=True, encoding="ASCII", errors="strict", buffers=()):
    return loads(file.read())
