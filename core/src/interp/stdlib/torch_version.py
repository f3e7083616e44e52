# torch.torch_version: `torch.__version__` is a TorchVersion, a str that compares with
# strings and tuples as versions (`torch.__version__ >= "2.0"`, `>= (2, 0)`), as PyTorch's
# does through packaging's Version (PEP 440 ordering, below). stridelab's classes cannot
# derive from str, so this one keeps the plain string and answers as it would: printing,
# f-strings, hashing, indexing and every str method give the plain string's results.
import re

__all__ = ["TorchVersion"]

# packaging.version.VERSION_PATTERN, the forms PEP 440 allows.
_PATTERN = re.compile(
    r"^\s*v?(?:(?P<epoch>[0-9]+)!)?(?P<release>[0-9]+(?:\.[0-9]+)*)"
    r"(?P<pre>[-_\.]?(?P<pre_l>alpha|a|beta|b|preview|pre|c|rc)[-_\.]?(?P<pre_n>[0-9]+)?)?"
    r"(?P<post>(?:-(?P<post_n1>[0-9]+))|(?:[-_\.]?(?P<post_l>post|rev|r)[-_\.]?(?P<post_n2>[0-9]+)?))?"
    r"(?P<dev>[-_\.]?(?P<dev_l>dev)[-_\.]?(?P<dev_n>[0-9]+)?)?"
    r"(?:\+(?P<local>[a-z0-9]+(?:[-_\.][a-z0-9]+)*))?\s*$",
    re.IGNORECASE,
)
_PRE = {"alpha": "a", "a": "a", "beta": "b", "b": "b", "c": "rc", "pre": "rc", "preview": "rc", "rc": "rc"}
# packaging's NegativeInfinity / Infinity, as ranks that sort before / after any value.
_LOW, _HIGH = (0,), (2,)


def _key(text):
    """packaging's _cmpkey for `text`, or None when it is no valid version."""
    m = _PATTERN.match(text)
    if m is None:
        return None
    release = [int(p) for p in m.group("release").split(".")]
    while len(release) > 1 and release[-1] == 0:
        release.pop()
    pre = post = dev = None
    if m.group("pre"):
        pre = (_PRE[m.group("pre_l").lower()], int(m.group("pre_n") or 0))
    if m.group("post"):
        post = int(m.group("post_n1") or m.group("post_n2") or 0)
    if m.group("dev"):
        dev = int(m.group("dev_n") or 0)
    if pre is None and post is None and dev is not None:
        pre_key = _LOW
    elif pre is None:
        pre_key = _HIGH
    else:
        pre_key = (1, pre)
    local = m.group("local")
    if local is None:
        local_key = _LOW
    else:
        parts = re.split(r"[-_\.]", local.lower())
        local_key = (1, tuple((1, int(p), "") if p.isdigit() else (0, 0, p) for p in parts))
    return (
        int(m.group("epoch") or 0),
        tuple(release),
        pre_key,
        _LOW if post is None else (1, post),
        _HIGH if dev is None else (1, dev),
        local_key,
    )


def _other_key(other):
    """TorchVersion._convert_to_version: a string, or an iterable joined with dots."""
    if isinstance(other, str):
        return _key(str(other))
    try:
        items = list(other)
    except TypeError:
        return None
    return _key(".".join(str(item) for item in items))


_OPS = {
    "__gt__": lambda a, b: a > b,
    "__lt__": lambda a, b: a < b,
    "__eq__": lambda a, b: a == b,
    "__ge__": lambda a, b: a >= b,
    "__le__": lambda a, b: a <= b,
}


class TorchVersion:
    # CPython's class derives from str: isinstance(v, str) is True (builtins' STANDS_FOR).
    __stridelab_builtin_base__ = "str"

    def __init__(self, text=""):
        self._text = str(text)

    def _cmp(self, other, method):
        mine, theirs = _key(self._text), _other_key(other)
        if mine is not None and theirs is not None:
            return _OPS[method](mine, theirs)
        # An invalid version ('parrot') compares as the plain string does.
        if isinstance(other, str):
            return _OPS[method](self._text, str(other))
        return NotImplemented

    def __gt__(self, other):
        return self._cmp(other, "__gt__")

    def __lt__(self, other):
        return self._cmp(other, "__lt__")

    def __eq__(self, other):
        return self._cmp(other, "__eq__")

    def __ge__(self, other):
        return self._cmp(other, "__ge__")

    def __le__(self, other):
        return self._cmp(other, "__le__")

    # `!=` is str's own: PyTorch's TorchVersion does not override it.
    def __ne__(self, other):
        if isinstance(other, str):
            return self._text != str(other)
        return True

    def __hash__(self):
        return hash(self._text)

    def __str__(self):
        return self._text

    def __repr__(self):
        return repr(self._text)

    def __format__(self, spec):
        return format(self._text, spec)

    def __len__(self):
        return len(self._text)

    def __getitem__(self, index):
        return self._text[index]

    def __iter__(self):
        return iter(self._text)

    def __contains__(self, part):
        return str(part) in self._text

    def __add__(self, other):
        return self._text + other

    def __radd__(self, other):
        return other + self._text

    def __mul__(self, n):
        return self._text * n

    def __rmul__(self, n):
        return self._text * n

    def __mod__(self, args):
        return self._text % args

    def __getattr__(self, name):
        # Every other str method (split, startswith, ...) on the plain string.
        if name == "_text":
            raise AttributeError(name)
        return getattr(self._text, name)


# The string is torch_api's `torch.__version__` (torch_attr), which this wraps.
__version__ = TorchVersion("2.15.0+stridelab")
