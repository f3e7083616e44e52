# re: regular expressions as CPython 3.11's module offers them (what text-preprocessing
# code uses: compile, search, match, fullmatch, findall, finditer, sub, subn, split,
# escape, the Match and Pattern objects, the I/M/S/X flags). One search runs natively
# (regex_native.rs); the iteration rules (an empty match right after another match is
# skipped by moving one character on), templates and results are CPython's, here.
# Backreferences, look-around, atomic groups, possessive quantifiers, conditionals and a
# non-MULTILINE `$` (CPython's also matches before a final newline) run on a backtracking
# engine (regex_backtrack.rs), the rest on an automaton.

A = ASCII = 256
I = IGNORECASE = 2
L = LOCALE = 4
M = MULTILINE = 8
S = DOTALL = 16
U = UNICODE = 32
X = VERBOSE = 64
T = TEMPLATE = 1
DEBUG = 128
NOFLAG = 0
_FLAG_NAMES = [(IGNORECASE, "re.IGNORECASE"), (LOCALE, "re.LOCALE"), (MULTILINE, "re.MULTILINE"),
               (DOTALL, "re.DOTALL"), (UNICODE, "re.UNICODE"), (VERBOSE, "re.VERBOSE"),
               (DEBUG, "re.DEBUG"), (ASCII, "re.ASCII")]


class error(Exception):
    def __init__(self, msg, pattern=None, pos=None):
        self.lineno = self.colno = None
        text = msg
        if pattern is not None and pos is not None:
            text = "%s at position %d" % (msg, pos)
            if "\n" in pattern:
                self.lineno = pattern.count("\n", 0, pos) + 1
                self.colno = pos - pattern.rfind("\n", 0, pos)
                text = "%s (line %d, column %d)" % (text, self.lineno, self.colno)
        super().__init__(text)
        self.msg = msg
        self.pattern = pattern
        self.pos = pos


PatternError = error
_cache = {}


class Pattern:
    def __init__(self, pattern, flags):
        if not isinstance(pattern, str):
            raise TypeError("first argument must be string or compiled pattern")
        if flags & (ASCII | LOCALE | DEBUG):
            raise NotImplementedError("re.ASCII, re.LOCALE and re.DEBUG are not supported in stridelab")
        self.pattern = pattern
        self.flags = flags | UNICODE
        try:
            self._c = _native.re_compile(pattern, flags)
        except ValueError as e:
            raise error(str(e), pattern)
        names = _native.re_group_names(self._c)
        self.groups = len(names) - 1
        self.groupindex = {n: i for i, n in enumerate(names) if n is not None}

    def __repr__(self):
        shown = [n for f, n in _FLAG_NAMES if self.flags & f and f != UNICODE]
        if shown:
            return "re.compile(%r, %s)" % (self.pattern, "|".join(shown))
        return "re.compile(%r)" % (self.pattern,)

    def __eq__(self, other):
        return isinstance(other, Pattern) and self.pattern == other.pattern and self.flags == other.flags

    def __hash__(self):
        return hash((self.pattern, self.flags))

    def _bounds(self, string, pos, endpos):
        # (pos, endpos) clipped to the string as CPython clips them; None when empty.
        if not isinstance(string, str):
            raise TypeError("expected string or bytes-like object, got '" + type(string).__name__ + "'")
        n = len(string)
        pos = 0 if pos < 0 else min(pos, n)
        endpos = n if endpos is None else max(0, min(endpos, n))
        if endpos < pos:
            return None
        return pos, endpos

    def _run(self, string, pos, endpos, mode):
        bounds = self._bounds(string, pos, endpos)
        if bounds is None:
            return None
        pos, endpos = bounds
        spans = _native.re_search(self._c, string, pos, endpos, mode)
        if spans is None:
            return None
        return Match(self, string, pos, endpos, spans)

    def search(self, string, pos=0, endpos=None):
        return self._run(string, pos, endpos, "search")

    def match(self, string, pos=0, endpos=None):
        return self._run(string, pos, endpos, "match")

    def fullmatch(self, string, pos=0, endpos=None):
        return self._run(string, pos, endpos, "full")

    def finditer(self, string, pos=0, endpos=None):
        return iter(self._all(string, pos, endpos))

    def _all(self, string, pos=0, endpos=None):
        # Every match, in one native pass (CPython 3.7+'s empty-match rule is there).
        bounds = self._bounds(string, pos, endpos)
        if bounds is None:
            return []
        pos, endpos = bounds
        return [Match(self, string, pos, endpos, spans)
                for spans in _native.re_search_all(self._c, string, pos, endpos)]

    def findall(self, string, pos=0, endpos=None):
        result = []
        for m in self._all(string, pos, endpos):
            if self.groups == 0:
                result.append(m.group(0))
            elif self.groups == 1:
                result.append(m.group(1) or "")
            else:
                result.append(tuple(g or "" for g in m.groups()))
        return result

    def split(self, string, maxsplit=0):
        out = []
        last = 0
        count = 0
        for m in self._all(string):
            if maxsplit and count >= maxsplit:
                break
            s, e = m.span()
            out.append(string[last:s])
            out.extend(m.groups())
            last = e
            count += 1
        out.append(string[last:])
        return out

    def subn(self, repl, string, count=0):
        if callable(repl):
            fn = repl
        else:
            template = _parse_template(repl, self)
            fn = lambda m: _expand(template, m)
        parts = []
        last = 0
        n = 0
        for m in self._all(string):
            if count and n >= count:
                break
            s, e = m.span()
            parts.append(string[last:s])
            piece = fn(m)
            if not isinstance(piece, str):
                raise TypeError("expected str instance, " + type(piece).__name__ + " found")
            parts.append(piece)
            last = e
            n += 1
        parts.append(string[last:])
        return "".join(parts), n

    def sub(self, repl, string, count=0):
        return self.subn(repl, string, count)[0]


class Match:
    def __init__(self, pattern, string, pos, endpos, spans):
        self.re = pattern
        self.string = string
        self.pos = pos
        self.endpos = endpos
        self._spans = [(spans[2 * i], spans[2 * i + 1]) for i in range(len(spans) // 2)]
        last = None
        best = -1
        for i in range(1, len(self._spans)):
            s, e = self._spans[i]
            if s >= 0 and e >= best:
                best = e
                last = i
        self.lastindex = last
        self.lastgroup = None
        if last is not None:
            for name, i in pattern.groupindex.items():
                if i == last:
                    self.lastgroup = name

    def _index(self, g):
        if isinstance(g, str):
            if g not in self.re.groupindex:
                raise IndexError("no such group")
            return self.re.groupindex[g]
        if isinstance(g, bool) or not isinstance(g, int) or g < 0 or g >= len(self._spans):
            raise IndexError("no such group")
        return g

    def span(self, group=0):
        return self._spans[self._index(group)]

    def start(self, group=0):
        return self.span(group)[0]

    def end(self, group=0):
        return self.span(group)[1]

    def _get(self, i, default=None):
        s, e = self._spans[i]
        if s < 0:
            return default
        return self.string[s:e]

    def group(self, *groups):
        if len(groups) == 0:
            return self._get(0)
        if len(groups) == 1:
            return self._get(self._index(groups[0]))
        return tuple(self._get(self._index(g)) for g in groups)

    def __getitem__(self, g):
        return self._get(self._index(g))

    def groups(self, default=None):
        return tuple(self._get(i, default) for i in range(1, len(self._spans)))

    def groupdict(self, default=None):
        return {name: self._get(i, default) for name, i in self.re.groupindex.items()}

    def expand(self, template):
        return _expand(_parse_template(template, self.re), self)

    def __bool__(self):
        return True

    def __repr__(self):
        return "<re.Match object; span=%r, match=%r>" % (self.span(), self.group(0))


_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "f": "\f", "v": "\v", "a": "\a", "b": "\b", "\\": "\\"}


def _parse_template(repl, pattern):
    # A replacement template: literal pieces and group numbers (\1, \g<1>, \g<name>).
    if not isinstance(repl, str):
        raise TypeError("expected str instance, " + type(repl).__name__ + " found")
    items = []
    lit = ""
    i = 0
    while i < len(repl):
        c = repl[i]
        if c != "\\" or i + 1 >= len(repl):
            if c == "\\":
                raise error("bad escape (end of pattern)", repl, i)
            lit += c
            i += 1
            continue
        n = repl[i + 1]
        if n == "g":
            close = repl.find(">", i + 3)
            if i + 2 >= len(repl) or repl[i + 2] != "<" or close < 0:
                raise error("missing <", repl, i + 2)
            name = repl[i + 3 : close]
            if name.isdigit():
                index = int(name)
            elif name in pattern.groupindex:
                index = pattern.groupindex[name]
            elif name.isidentifier():
                raise IndexError("unknown group name '" + name + "'")
            else:
                raise error("bad character in group name '" + name + "'", repl, i + 3)
            if index > pattern.groups:
                raise error("invalid group reference %d" % index, repl, i + 3)
            items.append(lit)
            items.append(index)
            lit = ""
            i = close + 1
        elif n.isdigit():
            j = i + 1
            while j < len(repl) and j < i + 3 and repl[j].isdigit():
                j += 1
            index = int(repl[i + 1 : j])
            if n == "0":
                raise NotImplementedError("re: octal escapes in a template are not supported in stridelab")
            if index > pattern.groups:
                raise error("invalid group reference %d" % index, repl, i + 1)
            items.append(lit)
            items.append(index)
            lit = ""
            i = j
        elif n in _ESCAPES:
            lit += _ESCAPES[n]
            i += 2
        elif n.isalpha():
            raise error("bad escape \\" + n, repl, i)
        else:
            lit += "\\" + n
            i += 2
    items.append(lit)
    return items


def _expand(items, m):
    out = []
    for k, item in enumerate(items):
        if k % 2 == 0:
            out.append(item)
        else:
            out.append(m.group(item) or "")
    return "".join(out)


def compile(pattern, flags=0):
    if isinstance(pattern, Pattern):
        if flags:
            raise ValueError("cannot process flags argument with a compiled pattern")
        return pattern
    key = (pattern, flags)
    if key not in _cache:
        _cache[key] = Pattern(pattern, flags)
    return _cache[key]


def search(pattern, string, flags=0):
    return compile(pattern, flags).search(string)


def match(pattern, string, flags=0):
    return compile(pattern, flags).match(string)


def fullmatch(pattern, string, flags=0):
    return compile(pattern, flags).fullmatch(string)


def findall(pattern, string, flags=0):
    return compile(pattern, flags).findall(string)


def finditer(pattern, string, flags=0):
    return compile(pattern, flags).finditer(string)


def split(pattern, string, maxsplit=0, flags=0):
    return compile(pattern, flags).split(string, maxsplit)


def sub(pattern, repl, string, count=0, flags=0):
    return compile(pattern, flags).sub(repl, string, count)


def subn(pattern, repl, string, count=0, flags=0):
    return compile(pattern, flags).subn(repl, string, count)


def purge():
    _cache.clear()


_SPECIAL = "()[]{}?*+-|^$\\.&~# \t\n\r\v\f"


def escape(pattern):
    return "".join("\\" + c if c in _SPECIAL else c for c in pattern)
