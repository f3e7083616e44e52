# struct: bytes to and from C values, as CPython 3.11's _struct on x86-64 Linux (little-endian,
# 8-byte long). Floats are packed from their exact ratio, so no native float32 is needed.
import math


class error(Exception):
    pass


error.__module__ = "struct"

# code -> (native size, standard size or None when the code is native only)
_SIZES = {"x": (1, 1), "c": (1, 1), "b": (1, 1), "B": (1, 1), "?": (1, 1), "h": (2, 2),
          "H": (2, 2), "i": (4, 4), "I": (4, 4), "l": (8, 4), "L": (8, 4), "q": (8, 8),
          "Q": (8, 8), "n": (8, None), "N": (8, None), "P": (8, None), "e": (2, 2),
          "f": (4, 4), "d": (8, 8), "s": (1, 1), "p": (1, 1)}
_SIGNED = "bhilqn"
_UNSIGNED = "BHILQNP"
# (exponent bits, mantissa bits) of the IEEE formats.
_FLOATS = {"e": (5, 10), "f": (8, 23), "d": (11, 52)}
# The names CPython's byte and short packers give in their range errors.
_NAMED = {"b": "byte", "B": "ubyte", "h": "short", "H": "ushort"}


def _parse(fmt):
    """(items, size, byte order '<' or '>') of a format: items are (code, count, offset)."""
    if isinstance(fmt, bytes):
        fmt = fmt.decode("latin-1")
    mode = "@"
    if fmt and fmt[0] in "@=<>!":
        mode = fmt[0]
        fmt = fmt[1:]
    native = mode == "@"
    order = ">" if mode in ">!" else "<"
    items = []
    size = 0
    i = 0
    n = len(fmt)
    while i < n:
        ch = fmt[i]
        if ch.isspace():
            i += 1
            continue
        count = None
        if ch.isdigit():
            j = i
            while j < n and fmt[j].isdigit():
                j += 1
            count = int(fmt[i:j])
            i = j
            if i >= n:
                raise error("repeat count given without format specifier")
            ch = fmt[i]
        if ch not in _SIZES or (not native and _SIZES[ch][1] is None):
            raise error("bad char in struct format")
        if count is None:
            count = 1
        width = _SIZES[ch][0] if native else _SIZES[ch][1]
        if native and ch not in "xcbB?sp" and size % width:
            size += width - size % width
        items.append((ch, count, size, width))
        size += width * count
        i += 1
    if mode == "@" or mode == "=":
        order = "<"
    return items, size, order, native


def _index(v):
    if isinstance(v, int):
        return int(v)
    if hasattr(type(v), "__index__"):
        return type(v).__index__(v)
    raise error("required argument is not an integer")


def _int_bytes(code, v, width, order, native):
    v = _index(v)
    signed = code in _SIGNED
    big_std = order == ">" and not native
    if code == "P":
        # A pointer: any C long or unsigned long, a negative one wrapping.
        if v < -(1 << 63) or v >= (1 << 64):
            raise error("int too large to convert")
        return [((v & ((1 << 64) - 1)) >> (8 * k)) & 0xFF for k in range(8)]
    if big_std and width == 8:
        lo, hi = (-(1 << 63), (1 << 63) - 1) if signed else (0, (1 << 64) - 1)
        if v < lo or v > hi:
            raise error("int too large to convert")
    elif signed or code == "B" or (code == "H" and not big_std):
        # These packers read a C long first (so -1 reaches their own range message).
        if v < -(1 << 63) or v >= (1 << 63):
            raise error("argument out of range")
    elif v < 0 or v >= (1 << 64):
        raise error("argument out of range")
    bits = 8 * width
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
    if v < lo or v > hi:
        if code in "bB" or (code in "hH" and not big_std):
            raise error(_NAMED[code] + " format requires " + str(lo) + " <= number <= " + str(hi))
        raise error("'" + code + "' format requires " + str(lo) + " <= number <= " + str(hi))
    v = v & ((1 << bits) - 1)
    out = [(v >> (8 * k)) & 0xFF for k in range(width)]
    if order == ">":
        out.reverse()
    return out


def _as_float(v):
    if isinstance(v, float):
        return v
    if isinstance(v, int):
        if v >= (1 << 1024) or v <= -(1 << 1024):
            raise error("required argument is not a float")
        return float(v)
    if hasattr(type(v), "__float__"):
        return type(v).__float__(v)
    if hasattr(type(v), "__index__"):
        return float(type(v).__index__(v))
    raise error("required argument is not a float")


def _float_bits(code, x, native):
    """The IEEE bits of x in the format of `code`, rounded to nearest even as C's cast.
    Native 'f' is that cast alone, which overflows to infinity without an error."""
    ebits, mbits = _FLOATS[code]
    bias = (1 << (ebits - 1)) - 1
    emax = (1 << ebits) - 1
    sign = 1 if math.copysign(1.0, x) < 0 else 0
    top = sign << (ebits + mbits)
    if x != x:
        return top | (emax << mbits) | (1 << (mbits - 1))
    if x == math.inf or x == -math.inf:
        return top | (emax << mbits)
    if x == 0:
        return top
    num, den = abs(x).as_integer_ratio()
    # e: the exponent with 2**e <= |x| < 2**(e+1).
    e = num.bit_length() - den.bit_length()
    if (num << max(0, -e)) < (den << max(0, e)):
        e -= 1
    e = max(e, 1 - bias)          # below the normal range: the subnormal scale
    shift = mbits - e            # the mantissa is |x| * 2**shift, rounded
    if shift >= 0:
        num = num << shift
    else:
        den = den << (-shift)
    q, r = divmod(num, den)
    if 2 * r > den or (2 * r == den and q & 1):
        q += 1
    if q >= (1 << (mbits + 1)):   # rounding carried into the next binade
        q >>= 1
        e += 1
    if q < (1 << mbits):          # subnormal (or rounded up into the smallest normal)
        return top | q
    if e + bias >= emax:
        if native and code == "f":
            return top | (emax << mbits)
        raise OverflowError("float too large to pack with " + code + " format")
    return top | ((e + bias) << mbits) | (q - (1 << mbits))


def _bits_float(code, bits):
    ebits, mbits = _FLOATS[code]
    bias = (1 << (ebits - 1)) - 1
    emax = (1 << ebits) - 1
    sign = -1.0 if bits >> (ebits + mbits) else 1.0
    e = (bits >> mbits) & emax
    m = bits & ((1 << mbits) - 1)
    if e == emax:
        return sign * math.inf if m == 0 else math.copysign(math.nan, sign)
    if e == 0:
        return sign * math.ldexp(float(m), 1 - bias - mbits)
    return sign * math.ldexp(float(m | (1 << mbits)), e - bias - mbits)


def _bytes_arg(v, code):
    if isinstance(v, (bytes, bytearray)):
        return bytes(v)
    if code == "c":
        raise error("char format requires a bytes object of length 1")
    raise error("argument for '" + code + "' must be a bytes object")


def _pack_items(items, size, order, native, args):
    want = 0
    for code, count, _, _ in items:
        if code == "x":
            continue
        want += 1 if code in "sp" else count
    if len(args) != want:
        raise error("pack expected " + str(want) + " items for packing (got " + str(len(args)) + ")")
    out = [0] * size
    at = 0
    for code, count, off, width in items:
        if code == "x":
            continue
        if code in "sp":
            data = _bytes_arg(args[at], code)
            at += 1
            if code == "p":
                n = min(len(data), count - 1, 255) if count > 0 else 0
                if count > 0:
                    out[off] = n
                    for k in range(n):
                        out[off + 1 + k] = data[k]
            else:
                for k in range(min(len(data), count)):
                    out[off + k] = data[k]
            continue
        for r in range(count):
            v = args[at]
            at += 1
            pos = off + r * width
            if code == "c":
                if not isinstance(v, (bytes, bytearray)) or len(v) != 1:
                    raise error("char format requires a bytes object of length 1")
                chunk = [v[0]]
            elif code == "?":
                chunk = [1 if v else 0]
            elif code in _FLOATS:
                bits = _float_bits(code, _as_float(v), native)
                chunk = [(bits >> (8 * k)) & 0xFF for k in range(width)]
                if order == ">":
                    chunk.reverse()
            else:
                chunk = _int_bytes(code, v, width, order, native)
            for k in range(width):
                out[pos + k] = chunk[k]
    return bytes(out)


def _buffer(buf):
    if isinstance(buf, (bytes, bytearray)):
        return bytes(buf)
    if isinstance(buf, memoryview):
        return buf.tobytes()
    raise TypeError("a bytes-like object is required, not '" + type(buf).__name__ + "'")


def _unpack_at(items, order, data, start):
    out = []
    for code, count, off, width in items:
        base = start + off
        if code == "x":
            continue
        if code == "s":
            out.append(data[base:base + count])
            continue
        if code == "p":
            n = min(data[base], count - 1) if count > 0 else 0
            out.append(data[base + 1:base + 1 + n])
            continue
        for r in range(count):
            pos = base + r * width
            raw = data[pos:pos + width]
            if code == "c":
                out.append(raw)
                continue
            if code == "?":
                out.append(raw[0] != 0)
                continue
            v = 0
            seq = range(width) if order == ">" else range(width - 1, -1, -1)
            for k in seq:
                v = (v << 8) | raw[k]
            if code in _FLOATS:
                out.append(_bits_float(code, v))
            elif code in _SIGNED and v >= (1 << (8 * width - 1)):
                out.append(v - (1 << (8 * width)))
            else:
                out.append(v)
    return tuple(out)


class Struct:
    def __init__(self, format):
        if not isinstance(format, (str, bytes)):
            raise TypeError("Struct() argument 1 must be a str or bytes object, not "
                            + type(format).__name__)
        self.format = format.decode("latin-1") if isinstance(format, bytes) else format
        self._items, self.size, self._order, self._native = _parse(self.format)

    def pack(self, *args):
        return _pack_items(self._items, self.size, self._order, self._native, args)

    def pack_into(self, buffer, offset, *args):
        data = self.pack(*args)
        if offset < 0:
            offset += len(buffer)
        if offset < 0 or len(buffer) - offset < self.size:
            raise error("pack_into requires a buffer of at least " + str(self.size + offset)
                        + " bytes for packing " + str(self.size) + " bytes at offset "
                        + str(offset) + " (actual buffer size is " + str(len(buffer)) + ")")
        for k in range(self.size):
            buffer[offset + k] = data[k]

    def unpack(self, buffer):
        data = _buffer(buffer)
        if len(data) != self.size:
            raise error("unpack requires a buffer of " + str(self.size) + " bytes")
        return _unpack_at(self._items, self._order, data, 0)

    def unpack_from(self, buffer, offset=0):
        data = _buffer(buffer)
        if offset < 0:
            if offset + len(data) < 0:
                raise error("offset " + str(offset) + " out of range for " + str(len(data))
                            + "-byte buffer")
            offset += len(data)
        if len(data) - offset < self.size:
            raise error("unpack_from requires a buffer of at least " + str(self.size + offset)
                        + " bytes for unpacking " + str(self.size) + " bytes at offset "
                        + str(offset) + " (actual buffer size is " + str(len(data)) + ")")
        return _unpack_at(self._items, self._order, data, offset)

    def iter_unpack(self, buffer):
        data = _buffer(buffer)
        if self.size == 0:
            raise error("cannot iteratively unpack with a struct of length 0")
        if len(data) % self.size:
            raise error("iterative unpacking requires a buffer of a multiple of "
                        + str(self.size) + " bytes")
        return _UnpackIterator(self, data)


Struct.__module__ = "_struct"


class _UnpackIterator:
    def __init__(self, s, data):
        self._s = s
        self._data = data
        self._at = 0

    def __iter__(self):
        return self

    def __next__(self):
        if self._at + self._s.size > len(self._data):
            raise StopIteration
        r = _unpack_at(self._s._items, self._s._order, self._data, self._at)
        self._at += self._s.size
        return r

    def __length_hint__(self):
        return (len(self._data) - self._at) // self._s.size


_UnpackIterator.__name__ = "unpack_iterator"
_UnpackIterator.__qualname__ = "unpack_iterator"
_UnpackIterator.__module__ = "_struct"


def _struct(fmt):
    return Struct(fmt)


def pack(*args):
    if not args:
        raise TypeError("missing format argument")
    return _struct(args[0]).pack(*args[1:])


def pack_into(*args):
    if len(args) < 2:
        raise TypeError("missing format argument" if not args else "expected at least 2 arguments")
    return _struct(args[0]).pack_into(args[1], *args[2:])


def unpack(format, buffer, /):
    return _struct(format).unpack(buffer)


def unpack_from(format, /, buffer, offset=0):
    return _struct(format).unpack_from(buffer, offset)


def iter_unpack(format, buffer, /):
    return _struct(format).iter_unpack(buffer)


def calcsize(format, /):
    return _struct(format).size
