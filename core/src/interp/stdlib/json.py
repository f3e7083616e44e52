# json: CPython 3.11's json module (dumps/dump, loads/load, JSONEncoder, JSONDecoder,
# JSONDecodeError) written for stridelab, for the metric logs and config files training
# scripts write and read back.
#
# CPython has two encoders: a C one used by dumps()/encode() when no indent is given, and
# the pure-Python one used otherwise (and always by dump()/iterencode()). They differ in
# one visible way -- the text of the allow_nan=False error -- so both paths are kept
# apart here by the `_c_path` flag. The decoder follows the C scanner (_json.c): the
# positions it reports in errors are the ones reproduced below.
#
# Not provided: bytes input to loads() in UTF-16 or UTF-32 (stridelab's codecs stop at
# UTF-8 and Latin-1), lone surrogates ("\ud800" on its own, or its UTF-8 bytes, decodes to
# U+FFFD or fails, since stridelab strings cannot hold a lone surrogate), and lazily streamed output (iterencode() builds every chunk before yielding
# the first, so dump() writes nothing when encoding fails part way).

import re

__version__ = "2.0.9"
__all__ = ["dump", "dumps", "load", "loads",
           "JSONDecoder", "JSONDecodeError", "JSONEncoder"]

_INF = float("inf")


# ---------------------------------------------------------------------------
# Errors
# ---------------------------------------------------------------------------

class JSONDecodeError(ValueError):
    """A ValueError that also says where in the document parsing failed."""

    def __init__(self, msg, doc, pos):
        # Line and column are 1-based; the column counts from the last newline before pos.
        lineno = doc.count("\n", 0, pos) + 1
        colno = pos - doc.rfind("\n", 0, pos)
        super().__init__("%s: line %d column %d (char %d)" % (msg, lineno, colno, pos))
        self.msg = msg
        self.doc = doc
        self.pos = pos
        self.lineno = lineno
        self.colno = colno

    def __reduce__(self):
        return self.__class__, (self.msg, self.doc, self.pos)


# ---------------------------------------------------------------------------
# Encoding
# ---------------------------------------------------------------------------

# The two-character escapes JSON defines; every other control character is written \u00XX.
_SHORT_ESCAPES = {
    '\\': '\\\\', '"': '\\"', '\b': '\\b', '\f': '\\f',
    '\n': '\\n', '\r': '\\r', '\t': '\\t',
}

# Characters that need escaping: with ensure_ascii, anything outside printable ASCII
# (space..~) plus the quote and backslash; without it, only controls, quote, backslash.
# The regex engine finds them natively, which is much faster than a Python loop.
_NEEDS_ESCAPE_ASCII = re.compile(r'[\\"]|[^ -~]')
_NEEDS_ESCAPE = re.compile(r'[\x00-\x1f\\"]')


def _escape_char(m):
    ch = m.group(0)
    short = _SHORT_ESCAPES.get(ch)
    if short is not None:
        return short
    n = ord(ch)
    if n < 0x10000:
        return '\\u%04x' % n
    # Outside the BMP: a UTF-16 surrogate pair, as JSON has no 6-digit escape.
    n -= 0x10000
    return '\\u%04x\\u%04x' % (0xd800 | (n >> 10), 0xdc00 | (n & 0x3ff))


def _encode_str_ascii(s):
    if _NEEDS_ESCAPE_ASCII.search(s) is None:
        return '"' + s + '"'
    return '"' + _NEEDS_ESCAPE_ASCII.sub(_escape_char, s) + '"'


def _encode_str(s):
    if _NEEDS_ESCAPE.search(s) is None:
        return '"' + s + '"'
    return '"' + _NEEDS_ESCAPE.sub(_escape_char, s) + '"'


# CPython exposes these two under the names of its C accelerators' fallbacks.
encode_basestring = _encode_str
encode_basestring_ascii = _encode_str_ascii


class JSONEncoder:
    """Turns Python data (dict, list, tuple, str, int, float, bool, None) into JSON text."""

    item_separator = ', '
    key_separator = ': '

    def __init__(self, *, skipkeys=False, ensure_ascii=True, check_circular=True,
                 allow_nan=True, sort_keys=False, indent=None, separators=None,
                 default=None):
        self.skipkeys = skipkeys
        self.ensure_ascii = ensure_ascii
        self.check_circular = check_circular
        self.allow_nan = allow_nan
        self.sort_keys = sort_keys
        self.indent = indent
        if separators is not None:
            self.item_separator, self.key_separator = separators
        elif indent is not None:
            # With indentation the item separator ends the line, so no trailing space.
            self.item_separator = ','
        if default is not None:
            self.default = default

    def default(self, o):
        raise TypeError(f'Object of type {o.__class__.__name__} '
                        f'is not JSON serializable')

    def encode(self, o):
        # A bare string needs no chunking at all.
        if isinstance(o, str):
            if self.ensure_ascii:
                return _encode_str_ascii(o)
            return _encode_str(o)
        return ''.join(self._chunks(o, True))

    def iterencode(self, o, _one_shot=False):
        # Built eagerly (a recursive generator per container is slow in stridelab), then
        # handed out one chunk at a time; errors surface on the first next() as in CPython.
        for chunk in self._chunks(o, _one_shot):
            yield chunk

    def _chunks(self, o, one_shot):
        # CPython takes its C encoder only for one-shot encoding without indent.
        c_path = one_shot and self.indent is None
        indent = self.indent
        if indent is not None and not isinstance(indent, str):
            indent = ' ' * indent
        w = _Writer(self, indent, c_path)
        w.value(o, 0)
        return w.out


class _Writer:
    """One encoding run: the settings it reads, the chunks so far, the containers open."""

    def __init__(self, enc, indent, c_path):
        self.enc = enc
        self.indent = indent
        self.c_path = c_path
        self.out = []
        self.markers = {} if enc.check_circular else None
        self.item_sep = enc.item_separator
        self.key_sep = enc.key_separator
        self.str_enc = _encode_str_ascii if enc.ensure_ascii else _encode_str
        self.default = enc.default

    def floatstr(self, o):
        if o != o:
            text = 'NaN'
        elif o == _INF:
            text = 'Infinity'
        elif o == -_INF:
            text = '-Infinity'
        else:
            return repr(o)
        if not self.enc.allow_nan:
            if self.c_path:
                raise ValueError("Out of range float values are not JSON compliant")
            raise ValueError("Out of range float values are not JSON compliant: " + repr(o))
        return text

    def enter(self, o):
        if self.markers is not None:
            key = id(o)
            if key in self.markers:
                raise ValueError("Circular reference detected")
            self.markers[key] = o
            return key
        return None

    def leave(self, key):
        if key is not None:
            del self.markers[key]

    def value(self, o, level):
        out = self.out
        # bool before int: True is an int in Python but "true" in JSON.
        if isinstance(o, str):
            out.append(self.str_enc(o))
        elif o is None:
            out.append('null')
        elif o is True:
            out.append('true')
        elif o is False:
            out.append('false')
        elif isinstance(o, int):
            out.append(str(o))
        elif isinstance(o, float):
            out.append(self.floatstr(o))
        elif isinstance(o, (list, tuple)):
            self.array(o, level)
        elif isinstance(o, dict):
            self.obj(o, level)
        else:
            key = self.enter(o)
            self.value(self.default(o), level)
            self.leave(key)

    def array(self, lst, level):
        out = self.out
        if not lst:
            out.append('[]')
            return
        key = self.enter(lst)
        if self.indent is not None:
            level += 1
            newline = '\n' + self.indent * level
            sep = self.item_sep + newline
            out.append('[' + newline)
        else:
            newline = None
            sep = self.item_sep
            out.append('[')
        first = True
        for v in lst:
            if first:
                first = False
            else:
                out.append(sep)
            self.value(v, level)
        if newline is not None:
            out.append('\n' + self.indent * (level - 1))
        out.append(']')
        self.leave(key)

    def keystr(self, k):
        # Keys must become strings; None means "skip this pair".
        if isinstance(k, str):
            return k
        if isinstance(k, float):
            return self.floatstr(k)
        if k is True:
            return 'true'
        if k is False:
            return 'false'
        if k is None:
            return 'null'
        if isinstance(k, int):
            return str(k)
        if self.enc.skipkeys:
            return None
        raise TypeError(f'keys must be str, int, float, bool or None, '
                        f'not {k.__class__.__name__}')

    def obj(self, dct, level):
        out = self.out
        if not dct:
            out.append('{}')
            return
        key = self.enter(dct)
        # The Python encoder opens the object (and its first line) before looking at any
        # key, so a dict whose keys are all skipped still gets that line: '{\n  \n}'.
        if self.indent is not None:
            level += 1
            newline = '\n' + self.indent * level
            sep = self.item_sep + newline
            out.append('{' + newline)
        else:
            newline = None
            sep = self.item_sep
            out.append('{')
        # Sorting the (key, value) pairs, as CPython does: equal keys compare values next.
        items = sorted(dct.items()) if self.enc.sort_keys else dct.items()
        first = True
        for k, v in items:
            ks = self.keystr(k)
            if ks is None:
                continue
            if first:
                first = False
            else:
                out.append(sep)
            out.append(self.str_enc(ks))
            out.append(self.key_sep)
            self.value(v, level)
        if newline is not None:
            out.append('\n' + self.indent * (level - 1))
        out.append('}')
        self.leave(key)


_default_encoder = JSONEncoder()


def dumps(obj, *, skipkeys=False, ensure_ascii=True, check_circular=True,
          allow_nan=True, cls=None, indent=None, separators=None,
          default=None, sort_keys=False, **kw):
    """Serialize obj to a JSON formatted str."""
    if (not skipkeys and ensure_ascii and check_circular and allow_nan and
            cls is None and indent is None and separators is None and
            default is None and not sort_keys and not kw):
        return _default_encoder.encode(obj)
    if cls is None:
        cls = JSONEncoder
    return cls(skipkeys=skipkeys, ensure_ascii=ensure_ascii,
               check_circular=check_circular, allow_nan=allow_nan, indent=indent,
               separators=separators, default=default, sort_keys=sort_keys,
               **kw).encode(obj)


def dump(obj, fp, *, skipkeys=False, ensure_ascii=True, check_circular=True,
         allow_nan=True, cls=None, indent=None, separators=None,
         default=None, sort_keys=False, **kw):
    """Serialize obj as JSON to fp (anything with a .write(str) method)."""
    if (not skipkeys and ensure_ascii and check_circular and allow_nan and
            cls is None and indent is None and separators is None and
            default is None and not sort_keys and not kw):
        enc = _default_encoder
    else:
        if cls is None:
            cls = JSONEncoder
        enc = cls(skipkeys=skipkeys, ensure_ascii=ensure_ascii,
                  check_circular=check_circular, allow_nan=allow_nan, indent=indent,
                  separators=separators, default=default, sort_keys=sort_keys, **kw)
    # dump() goes through iterencode() (the Python encoder), one write per chunk.
    for chunk in enc.iterencode(obj):
        fp.write(chunk)


# ---------------------------------------------------------------------------
# Decoding
# ---------------------------------------------------------------------------

_CONSTANTS = {
    '-Infinity': -_INF,
    'Infinity': _INF,
    'NaN': float('nan'),
}

_BACKSLASH = {
    '"': '"', '\\': '\\', '/': '/',
    'b': '\b', 'f': '\f', 'n': '\n', 'r': '\r', 't': '\t',
}

# A run of ordinary string characters, then the character that ended it (a quote, a
# backslash or a control character) -- if there is one.
_STR_CHUNK = re.compile(r'([^"\\\x00-\x1f]*)(["\\\x00-\x1f]?)')
_HEX = '0123456789abcdefABCDEF'
_WS = ' \t\n\r'
_DIGITS = '0123456789'


def _skip_ws(s, i, n):
    while i < n and s[i] in _WS:
        i += 1
    return i


def _hex4(s, i):
    # The value of the four hex digits at s[i:i+4], or None when one is not a hex digit.
    chunk = s[i:i + 4]
    if len(chunk) != 4:
        return None
    for c in chunk:
        if c not in _HEX:
            return None
    return int(chunk, 16)


def _scanstring(s, end, strict=True):
    """Decode the JSON string whose opening quote is at s[end - 1].

    Returns (text, index just past the closing quote)."""
    begin = end - 1
    n = len(s)
    parts = []
    while True:
        m = _STR_CHUNK.match(s, end)
        content, term = m.group(1), m.group(2)
        if content:
            parts.append(content)
        end = m.end()
        if not term:
            raise JSONDecodeError("Unterminated string starting at", s, begin)
        if term == '"':
            break
        if term != '\\':
            if strict:
                raise JSONDecodeError("Invalid control character at", s, end - 1)
            parts.append(term)
            continue
        # A backslash escape.
        if end >= n:
            raise JSONDecodeError("Unterminated string starting at", s, begin)
        esc = s[end]
        if esc != 'u':
            ch = _BACKSLASH.get(esc)
            if ch is None:
                raise JSONDecodeError("Invalid \\escape", s, end - 1)
            parts.append(ch)
            end += 1
            continue
        # \uXXXX; the C scanner wants the 4 digits and at least one more character.
        start = end + 1
        # (Errors in a \u escape point at its 'u'.)
        if start + 4 >= n:
            raise JSONDecodeError("Invalid \\uXXXX escape", s, end)
        uni = _hex4(s, start)
        if uni is None:
            raise JSONDecodeError("Invalid \\uXXXX escape", s, end)
        end = start + 4
        if 0xd800 <= uni <= 0xdbff and end + 6 < n and s[end] == '\\' and s[end + 1] == 'u':
            # A high surrogate followed by another \u escape: join them if it is a low one.
            uni2 = _hex4(s, end + 2)
            if uni2 is None:
                raise JSONDecodeError("Invalid \\uXXXX escape", s, end + 1)
            if 0xdc00 <= uni2 <= 0xdfff:
                uni = 0x10000 + (((uni - 0xd800) << 10) | (uni2 - 0xdc00))
                end += 6
        if 0xd800 <= uni <= 0xdfff:
            # A lone surrogate: stridelab strings cannot hold one (see the top of the file).
            uni = 0xfffd
        parts.append(chr(uni))
    return ''.join(parts), end


scanstring = _scanstring


class _StopAt(Exception):
    """No JSON value starts at `pos` (CPython's scanner raises StopIteration(pos))."""

    def __init__(self, pos):
        super().__init__(pos)
        self.pos = pos


class _Scanner:
    """The recursive-descent parser of one decoder (CPython's c_make_scanner)."""

    def __init__(self, decoder):
        self.strict = decoder.strict
        self.object_hook = decoder.object_hook
        self.object_pairs_hook = decoder.object_pairs_hook
        self.parse_float = decoder.parse_float
        self.parse_int = decoder.parse_int
        self.parse_constant = decoder.parse_constant

    def scan(self, s, idx):
        # The value starting exactly at s[idx] and the index after it; _StopAt if none.
        n = len(s)
        if idx >= n:
            raise _StopAt(idx)
        c = s[idx]
        if c == '"':
            return _scanstring(s, idx + 1, self.strict)
        if c == '{':
            return self.parse_object(s, idx + 1)
        if c == '[':
            return self.parse_array(s, idx + 1)
        if c == 'n' and s[idx:idx + 4] == 'null':
            return None, idx + 4
        if c == 't' and s[idx:idx + 4] == 'true':
            return True, idx + 4
        if c == 'f' and s[idx:idx + 5] == 'false':
            return False, idx + 5
        if c == 'N' and s[idx:idx + 3] == 'NaN':
            return self.parse_constant('NaN'), idx + 3
        if c == 'I' and s[idx:idx + 8] == 'Infinity':
            return self.parse_constant('Infinity'), idx + 8
        if c == '-' and s[idx:idx + 9] == '-Infinity':
            return self.parse_constant('-Infinity'), idx + 9
        return self.parse_number(s, idx, n)

    def parse_number(self, s, idx, n):
        # -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][-+]?[0-9]+)? with only ASCII digits.
        start = idx
        if s[idx] == '-':
            idx += 1
            if idx >= n:
                raise _StopAt(start)
        c = s[idx]
        if '1' <= c <= '9':
            idx += 1
            while idx < n and s[idx] in _DIGITS:
                idx += 1
        elif c == '0':
            idx += 1
        else:
            raise _StopAt(start)
        is_float = False
        if idx + 1 < n and s[idx] == '.' and s[idx + 1] in _DIGITS:
            is_float = True
            idx += 2
            while idx < n and s[idx] in _DIGITS:
                idx += 1
        if idx + 1 < n and s[idx] in 'eE':
            # An exponent counts only if digits follow; otherwise leave the 'e' unread.
            e_start = idx
            idx += 1
            if idx + 1 < n and s[idx] in '-+':
                idx += 1
            while idx < n and s[idx] in _DIGITS:
                idx += 1
            if s[idx - 1] in _DIGITS:
                is_float = True
            else:
                idx = e_start
        text = s[start:idx]
        if is_float:
            return self.parse_float(text), idx
        return self.parse_int(text), idx

    def parse_object(self, s, idx):
        n = len(s)
        pairs = []
        idx = _skip_ws(s, idx, n)
        if idx >= n or s[idx] != '}':
            while True:
                if idx >= n or s[idx] != '"':
                    raise JSONDecodeError(
                        "Expecting property name enclosed in double quotes", s, idx)
                key, idx = _scanstring(s, idx + 1, self.strict)
                idx = _skip_ws(s, idx, n)
                if idx >= n or s[idx] != ':':
                    raise JSONDecodeError("Expecting ':' delimiter", s, idx)
                idx = _skip_ws(s, idx + 1, n)
                value, idx = self.scan(s, idx)
                pairs.append((key, value))
                idx = _skip_ws(s, idx, n)
                if idx < n and s[idx] == '}':
                    break
                if idx >= n or s[idx] != ',':
                    raise JSONDecodeError("Expecting ',' delimiter", s, idx)
                idx = _skip_ws(s, idx + 1, n)
        idx += 1
        if self.object_pairs_hook is not None:
            return self.object_pairs_hook(pairs), idx
        obj = dict(pairs)
        if self.object_hook is not None:
            obj = self.object_hook(obj)
        return obj, idx

    def parse_array(self, s, idx):
        n = len(s)
        values = []
        idx = _skip_ws(s, idx, n)
        if idx >= n or s[idx] != ']':
            while True:
                value, idx = self.scan(s, idx)
                values.append(value)
                idx = _skip_ws(s, idx, n)
                if idx < n and s[idx] == ']':
                    break
                if idx >= n or s[idx] != ',':
                    raise JSONDecodeError("Expecting ',' delimiter", s, idx)
                idx = _skip_ws(s, idx + 1, n)
        return values, idx + 1


class JSONDecoder:
    """Turns JSON text into Python data (object → dict, array → list, number → int/float)."""

    def __init__(self, *, object_hook=None, parse_float=None, parse_int=None,
                 parse_constant=None, strict=True, object_pairs_hook=None):
        self.object_hook = object_hook
        self.parse_float = parse_float or float
        self.parse_int = parse_int or int
        self.parse_constant = parse_constant or _CONSTANTS.get
        self.strict = strict
        self.object_pairs_hook = object_pairs_hook
        self.memo = {}

    def decode(self, s):
        n = len(s)
        obj, end = self.raw_decode(s, _skip_ws(s, 0, n))
        end = _skip_ws(s, end, n)
        if end != n:
            raise JSONDecodeError("Extra data", s, end)
        return obj

    def raw_decode(self, s, idx=0):
        """Decode the JSON value starting at s[idx]: (value, index after it)."""
        if idx < 0:
            raise ValueError("idx cannot be negative")
        try:
            return _Scanner(self).scan(s, idx)
        except _StopAt as err:
            raise JSONDecodeError("Expecting value", s, err.pos) from None


_default_decoder = JSONDecoder()


def detect_encoding(b):
    """The encoding of a JSON document in bytes: its BOM, else where its first two
    characters (ASCII in any valid document) put their zero bytes (RFC 8259 / 4627)."""
    if b.startswith((b'\x00\x00\xfe\xff', b'\xff\xfe\x00\x00')):
        return 'utf-32'
    if b.startswith((b'\xfe\xff', b'\xff\xfe')):
        return 'utf-16'
    if b.startswith(b'\xef\xbb\xbf'):
        return 'utf-8-sig'
    if len(b) >= 4:
        if not b[0]:
            return 'utf-16-be' if b[1] else 'utf-32-be'
        if not b[1]:
            return 'utf-16-le' if b[2] or b[3] else 'utf-32-le'
    elif len(b) == 2:
        if not b[0]:
            return 'utf-16-be'
        if not b[1]:
            return 'utf-16-le'
    return 'utf-8'


def loads(s, *, cls=None, object_hook=None, parse_float=None,
          parse_int=None, parse_constant=None, object_pairs_hook=None, **kw):
    """Deserialize the JSON document in the str or bytes s to a Python object."""
    if isinstance(s, str):
        if s.startswith('\ufeff'):
            raise JSONDecodeError("Unexpected UTF-8 BOM (decode using utf-8-sig)", s, 0)
    else:
        if not isinstance(s, bytes):
            raise TypeError(f'the JSON object must be str, bytes or bytearray, '
                            f'not {s.__class__.__name__}')
        # CPython decodes with 'surrogatepass', which only differs from the strict
        # handler on lone surrogates, which stridelab's strings cannot hold.
        s = s.decode(detect_encoding(s))
    if (cls is None and object_hook is None and
            parse_int is None and parse_float is None and
            parse_constant is None and object_pairs_hook is None and not kw):
        return _default_decoder.decode(s)
    if cls is None:
        cls = JSONDecoder
    # Only the hooks actually given are passed on, so a subclass's defaults still apply.
    if object_hook is not None:
        kw['object_hook'] = object_hook
    if object_pairs_hook is not None:
        kw['object_pairs_hook'] = object_pairs_hook
    if parse_float is not None:
        kw['parse_float'] = parse_float
    if parse_int is not None:
        kw['parse_int'] = parse_int
    if parse_constant is not None:
        kw['parse_constant'] = parse_constant
    return cls(**kw).decode(s)


def load(fp, *, cls=None, object_hook=None, parse_float=None,
         parse_int=None, parse_constant=None, object_pairs_hook=None, **kw):
    """Deserialize the JSON document read from fp (anything with a .read() method)."""
    return loads(fp.read(), cls=cls, object_hook=object_hook, parse_float=parse_float,
                 parse_int=parse_int, parse_constant=parse_constant,
                 object_pairs_hook=object_pairs_hook, **kw)
