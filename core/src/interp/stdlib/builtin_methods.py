# Methods of the built-in types that teaching code reaches less often, written in Python
# with CPython 3.11's results and error messages: `str.maketrans` / `str.translate`,
# `int.to_bytes` / `int.from_bytes`, `range.count` / `range.index`, `slice.indices`.
# builtins/attributes.rs binds them to their receiver (`'abc'.translate(t)`) or hands out
# the class and static methods (`int.from_bytes(b, 'big')`, `str.maketrans('ab', 'cd')`).


def _index(v):
    # PyNumber_Index: an int (or bool), or an object with __index__.
    if isinstance(v, int):
        return int(v)
    if hasattr(type(v), "__index__"):
        return v.__index__()
    raise TypeError(f"'{type(v).__name__}' object cannot be interpreted as an integer")


# ---------------------------------------------------------------- str


def maketrans(*args):
    if not args:
        raise TypeError("maketrans expected at least 1 argument, got 0")
    if len(args) > 3:
        raise TypeError(f"maketrans expected at most 3 arguments, got {len(args)}")
    table = {}
    if len(args) == 1:
        x = args[0]
        if not isinstance(x, dict):
            raise TypeError("if you give only one argument to maketrans it must be a dict")
        for key, value in x.items():
            if isinstance(key, str):
                if len(key) != 1:
                    raise ValueError("string keys in translate table must be of length 1")
                table[ord(key)] = value
            elif isinstance(key, int):
                table[key] = value
            else:
                raise TypeError("keys in translate table must be strings or integers")
        return table
    x, y = args[0], args[1]
    if not isinstance(x, str):
        raise TypeError("first maketrans argument must be a string if there is a second argument")
    if not isinstance(y, str):
        raise TypeError(f"maketrans() argument 2 must be str, not {type(y).__name__}")
    if len(args) == 3 and not isinstance(args[2], str):
        raise TypeError(f"maketrans() argument 3 must be str, not {type(args[2]).__name__}")
    if len(x) != len(y):
        raise ValueError("the first two maketrans arguments must have equal length")
    for a, b in zip(x, y):
        table[ord(a)] = ord(b)
    if len(args) == 3:
        for c in args[2]:
            table[ord(c)] = None
    return table


def translate(self, *args):
    if len(args) != 1:
        raise TypeError(f"str.translate() takes exactly one argument ({len(args)} given)")
    table = args[0]
    out = []
    for c in self:
        try:
            m = table[ord(c)]
        except LookupError:
            # A character the table does not map stays as it is.
            out.append(c)
            continue
        if m is None:
            continue
        if isinstance(m, str):
            out.append(m)
        elif isinstance(m, int):
            if not 0 <= m < 0x110000:
                raise ValueError("character mapping must be in range(0x110000)")
            out.append(chr(m))
        else:
            raise TypeError("character mapping must return integer, None or str")
    return "".join(out)


# ---------------------------------------------------------------- int


def _byteorder(byteorder, method):
    if not isinstance(byteorder, str):
        raise TypeError(
            f"{method}() argument 'byteorder' must be str, not {type(byteorder).__name__}")
    if byteorder not in ("little", "big"):
        raise ValueError("byteorder must be either 'little' or 'big'")
    return byteorder


def to_bytes(self, length=1, byteorder="big", *, signed=False):
    length = _index(length)
    byteorder = _byteorder(byteorder, "to_bytes")
    if length < 0:
        raise ValueError("length argument must be non-negative")
    n = int(self)
    if n < 0 and not signed:
        raise OverflowError("can't convert negative int to unsigned")
    bits = 8 * length
    if signed:
        fits = -(1 << (bits - 1)) <= n < (1 << (bits - 1)) if bits else n == 0
    else:
        fits = n < (1 << bits)
    if not fits:
        raise OverflowError("int too big to convert")
    if n < 0:
        n += 1 << bits
    out = []
    for _ in range(length):
        out.append(n & 0xFF)
        n >>= 8
    if byteorder == "big":
        out.reverse()
    return bytes(out)


def from_bytes(cls, bytes_, byteorder="big", *, signed=False):
    # A class method: `int.from_bytes`, `bool.from_bytes` (cls(n): True), `(3).from_bytes`.
    refused = isinstance(bytes_, str)
    if not refused:
        try:
            iter(bytes_)
        except TypeError:
            refused = True
    if refused:
        raise TypeError(f"cannot convert '{type(bytes_).__name__}' object to bytes")
    data = list(bytes(bytes_))
    byteorder = _byteorder(byteorder, "from_bytes")
    if byteorder == "little":
        data.reverse()
    n = 0
    for b in data:
        n = (n << 8) | b
    if signed and data and data[0] >= 0x80:
        n -= 1 << (8 * len(data))
    return n if cls is int else cls(n)


def int_from_bytes(*args, **kwargs):
    return from_bytes(int, *args, **kwargs)


def bool_from_bytes(*args, **kwargs):
    return from_bytes(bool, *args, **kwargs)


# ---------------------------------------------------------------- range and slice


def _range_position(r, x):
    # Where the int x sits in r, or None (CPython's range_contains_long arithmetic).
    start, stop, step = r.start, r.stop, r.step
    if step > 0:
        inside = start <= x < stop
    else:
        inside = stop < x <= start
    if not inside or (x - start) % step != 0:
        return None
    return (x - start) // step


def range_count(self, value):
    if isinstance(value, int):
        return 0 if _range_position(self, value) is None else 1
    # Any other value compares with each item (range(5).count(2.0) is 1).
    return sum(1 for item in self if item == value)


def range_index(self, value):
    if isinstance(value, int):
        k = _range_position(self, value)
        if k is None:
            raise ValueError(f"{value!r} is not in range")
        return k
    for k, item in enumerate(self):
        if item == value:
            return k
    raise ValueError("sequence.index(x): x not in sequence")


def _slice_index(v):
    if isinstance(v, int) or hasattr(type(v), "__index__"):
        return _index(v)
    raise TypeError("slice indices must be integers or None or have an __index__ method")


def slice_indices(self, length):
    length = _index(length)
    if length < 0:
        raise ValueError("length should not be negative")
    step = 1 if self.step is None else _slice_index(self.step)
    if step == 0:
        raise ValueError("slice step cannot be zero")
    lower, upper = (-1, length - 1) if step < 0 else (0, length)

    def clamp(v, default):
        if v is None:
            return default
        v = _slice_index(v)
        if v < 0:
            v += length
            return lower if v < lower else v
        return upper if v > upper else v

    start = clamp(self.start, upper if step < 0 else lower)
    stop = clamp(self.stop, lower if step < 0 else upper)
    return (start, stop, step)
