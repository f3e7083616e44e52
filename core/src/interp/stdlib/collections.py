# collections: defaultdict, OrderedDict, Counter, deque and namedtuple, with CPython 3.11's
# printing and errors. Each wraps a plain dict or list; the mapping protocol is spelled out.


def _factory_repr(f):
    if f is None:
        return "None"
    return repr(f)


class _DictWrapper:
    """The dict protocol over `self._d`; the subclasses add what makes each special."""

    # CPython's classes derive from dict: isinstance(d, dict) is True (see builtins' STANDS_FOR).
    __stridelab_builtin_base__ = "dict"

    def __getitem__(self, key):
        if key in self._d:
            return self._d[key]
        return self.__missing__(key)

    def __missing__(self, key):
        raise KeyError(key)

    def __setitem__(self, key, value):
        self._d[key] = value

    def __delitem__(self, key):
        del self._d[key]

    def __contains__(self, key):
        return key in self._d

    def __len__(self):
        return len(self._d)

    def __iter__(self):
        return iter(self._d)

    def __reversed__(self):
        return reversed(self._d)

    def __copy__(self):
        return self.copy()

    def __deepcopy__(self, memo):
        # As CPython's reduce protocol: a new one of the class, its items deep-copied in.
        import copy

        y = self.copy()
        y.clear()
        memo[id(self)] = y
        for k, v in self._d.items():
            y._d[copy.deepcopy(k, memo)] = copy.deepcopy(v, memo)
        return y

    def __eq__(self, other):
        if isinstance(other, _DictWrapper):
            return self._d == other._d
        return self._d == other

    def keys(self):
        return self._d.keys()

    def values(self):
        return self._d.values()

    def items(self):
        return self._d.items()

    def get(self, key, default=None):
        return self._d.get(key, default)

    def pop(self, key, *default):
        return self._d.pop(key, *default)

    def setdefault(self, key, default=None):
        return self._d.setdefault(key, default)

    def update(self, other=(), **kwargs):
        if isinstance(other, _DictWrapper):
            other = other._d
        self._d.update(other, **kwargs)

    def clear(self):
        self._d.clear()

    def popitem(self):
        return self._d.popitem()


class _Mergeable(_DictWrapper):
    """PEP 584's `|`, reflected `|` and `|=`, as CPython's dict subclasses have them: the
    result is the subclass (`_like` makes one from another mapping, keeping what makes it
    special). Counter's `|` is a multiset union instead, so it does not take these."""

    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = self.copy()
        new.update(other)
        return new

    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = self._like(other)
        new.update(self)
        return new

    def __ior__(self, other):
        self.update(other)
        return self


class defaultdict(_Mergeable):
    def __init__(self, default_factory=None, *args, **kwargs):
        if default_factory is not None and not callable(default_factory):
            raise TypeError("first argument must be callable or None")
        self.default_factory = default_factory
        self._d = dict(*args, **kwargs)

    def __missing__(self, key):
        if self.default_factory is None:
            raise KeyError(key)
        value = self.default_factory()
        self._d[key] = value
        return value

    def copy(self):
        return type(self)(self.default_factory, self._d)

    def _like(self, other):
        return type(self)(self.default_factory, other)

    def __repr__(self):
        # A subclass shows its own name, as CPython's defaultdict_repr does.
        return f"{type(self).__name__}({_factory_repr(self.default_factory)}, {self._d!r})"


class OrderedDict(_Mergeable):
    def __init__(self, other=(), **kwargs):
        self._d = {}
        self.update(other, **kwargs)

    def __copy__(self):
        # CPython's __reduce__ carries the instance's own attributes along (a state dict's
        # `_metadata`).
        y = self.copy()
        for k, v in vars(self).items():
            if k != "_d":
                setattr(y, k, v)
        return y

    def __deepcopy__(self, memo):
        import copy

        y = _DictWrapper.__deepcopy__(self, memo)
        for k, v in vars(self).items():
            if k != "_d":
                setattr(y, k, copy.deepcopy(v, memo))
        return y

    def __eq__(self, other):
        # Two OrderedDicts are equal only in the same order; with a plain dict, order aside.
        if isinstance(other, OrderedDict):
            return list(self._d.items()) == list(other._d.items())
        return _DictWrapper.__eq__(self, other)

    def keys(self):
        return _native.odict_view(self._d, "keys")

    def values(self):
        return _native.odict_view(self._d, "values")

    def items(self):
        return _native.odict_view(self._d, "items")

    def move_to_end(self, key, last=True):
        value = self._d.pop(key)
        if last:
            self._d[key] = value
        else:
            rest = self._d
            self._d = {key: value}
            self._d.update(rest)

    def popitem(self, last=True):
        if not self._d:
            raise KeyError("dictionary is empty")
        key = list(self._d)[-1] if last else list(self._d)[0]
        return key, self._d.pop(key)

    def copy(self):
        return type(self)(self._d)

    def _like(self, other):
        return type(self)(other)

    def __repr__(self):
        name = type(self).__name__
        if not self._d:
            return f"{name}()"
        return f"{name}({list(self._d.items())!r})"


class Counter(_DictWrapper):
    def __init__(self, iterable=None, **kwds):
        self._d = {}
        self.update(iterable, **kwds)

    def __eq__(self, other):
        # Python 3.10+: a missing element counts as zero, on either side.
        if not isinstance(other, Counter):
            return _DictWrapper.__eq__(self, other)
        return all(self[k] == other[k] for k in self) and all(self[k] == other[k] for k in other)

    def __ne__(self, other):
        return not self.__eq__(other)

    def __pos__(self):
        return self._keep((k, v) for k, v in self._d.items())

    def __neg__(self):
        return self._keep((k, -v) for k, v in self._d.items())

    def __missing__(self, key):
        return 0

    def update(self, iterable=None, **kwds):
        if iterable is not None:
            if isinstance(iterable, (dict, _DictWrapper)):
                for key in iterable:
                    self._d[key] = self._d.get(key, 0) + iterable[key]
            else:
                for key in iterable:
                    self._d[key] = self._d.get(key, 0) + 1
        for key in kwds:
            self._d[key] = self._d.get(key, 0) + kwds[key]

    def subtract(self, iterable=None, **kwds):
        if iterable is not None:
            if isinstance(iterable, (dict, _DictWrapper)):
                for key in iterable:
                    self._d[key] = self._d.get(key, 0) - iterable[key]
            else:
                for key in iterable:
                    self._d[key] = self._d.get(key, 0) - 1
        for key in kwds:
            self._d[key] = self._d.get(key, 0) - kwds[key]

    def most_common(self, n=None):
        ranked = sorted(self._d.items(), key=lambda kv: kv[1], reverse=True)
        return ranked if n is None else ranked[:n]

    def elements(self):
        for key, count in self._d.items():
            for _ in range(count):
                yield key

    def total(self):
        return sum(self._d.values())

    def copy(self):
        return type(self)(self._d)

    def _keep(self, pairs):
        out = Counter()
        for key, count in pairs:
            if count > 0:
                out._d[key] = count
        return out

    def __add__(self, other):
        pairs = [(k, c + other[k]) for k, c in self._d.items()]
        pairs += [(k, c) for k, c in other.items() if k not in self._d]
        return self._keep(pairs)

    def __sub__(self, other):
        pairs = [(k, c - other[k]) for k, c in self._d.items()]
        pairs += [(k, -c) for k, c in other.items() if k not in self._d]
        return self._keep(pairs)

    def __or__(self, other):
        pairs = [(k, max(c, other[k])) for k, c in self._d.items()]
        pairs += [(k, c) for k, c in other.items() if k not in self._d]
        return self._keep(pairs)

    def __and__(self, other):
        return self._keep([(k, min(c, other[k])) for k, c in self._d.items()])

    def __repr__(self):
        name = type(self).__name__
        if not self._d:
            return f"{name}()"
        body = ", ".join(f"{k!r}: {v!r}" for k, v in self.most_common())
        return name + "({" + body + "})"


class deque:
    def __init__(self, iterable=(), maxlen=None):
        if maxlen is not None and maxlen < 0:
            raise ValueError("maxlen must be non-negative")
        self.maxlen = maxlen
        self._items = []
        self.extend(iterable)

    def append(self, x):
        self._items.append(x)
        if self.maxlen is not None and len(self._items) > self.maxlen:
            self._items.pop(0)

    def appendleft(self, x):
        self._items.insert(0, x)
        if self.maxlen is not None and len(self._items) > self.maxlen:
            self._items.pop()

    def extend(self, iterable):
        for x in list(iterable):
            self.append(x)

    def extendleft(self, iterable):
        for x in list(iterable):
            self.appendleft(x)

    def pop(self):
        if not self._items:
            raise IndexError("pop from an empty deque")
        return self._items.pop()

    def popleft(self):
        if not self._items:
            raise IndexError("pop from an empty deque")
        return self._items.pop(0)

    def rotate(self, n=1):
        k = len(self._items)
        if k:
            n = n % k
            self._items = self._items[k - n:] + self._items[:k - n]

    def clear(self):
        self._items.clear()

    def count(self, x):
        return self._items.count(x)

    def index(self, x, *args):
        return self._items.index(x, *args)

    def remove(self, x):
        self._items.remove(x)

    def reverse(self):
        self._items.reverse()

    def copy(self):
        return deque(self._items, self.maxlen)

    def __len__(self):
        return len(self._items)

    def __getitem__(self, i):
        if isinstance(i, slice):
            raise TypeError("sequence index must be integer, not 'slice'")
        if not -len(self._items) <= i < len(self._items):
            raise IndexError("deque index out of range")
        return self._items[i]

    def __setitem__(self, i, x):
        self._items[i] = x

    def __iter__(self):
        return iter(self._items)

    def __contains__(self, x):
        return x in self._items

    def __eq__(self, other):
        return isinstance(other, deque) and self._items == other._items

    def __repr__(self):
        if self.maxlen is None:
            return f"deque({self._items!r})"
        return f"deque({self._items!r}, maxlen={self.maxlen})"


# Python 3.11's keywords (keyword.kwlist), which no field may be named.
_KEYWORDS = (
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class",
    "continue", "def", "del", "elif", "else", "except", "finally", "for", "from", "global",
    "if", "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return",
    "try", "while", "with", "yield",
)


def namedtuple(typename, field_names, *, rename=False, defaults=None, module=None):
    if isinstance(field_names, str):
        field_names = field_names.replace(",", " ").split()
    field_names = list(field_names)
    for name in [typename] + field_names:
        if type(name) is not str:
            raise TypeError("Type names and field names must be strings")
        if not name.isidentifier():
            raise ValueError(f"Type names and field names must be valid identifiers: {name!r}")
        if name in _KEYWORDS:
            raise ValueError(f"Type names and field names cannot be a keyword: {name!r}")
    return _namedtuple(typename, field_names, defaults, module, None)


def _namedtuple(typename, field_names, defaults, module, into):
    # `into`: a class statement's class to make a named tuple of (typing.NamedTuple's
    # class syntax), whose own methods stay; None makes a new class.
    if isinstance(field_names, str):
        field_names = field_names.replace(",", " ").split()
    # (The stand-ins' own named tuples, sys.version_info, take a dotted name.)
    fields = tuple(field_names)
    seen = []
    for name in fields:
        if name.startswith("_"):
            raise ValueError(f"Field names cannot start with an underscore: {name!r}")
        if name in seen:
            raise ValueError(f"Encountered duplicate field name: {name!r}")
        seen.append(name)
    defaults = tuple(defaults) if defaults is not None else ()
    if len(defaults) > len(fields):
        raise TypeError("Got more default values than field names")
    field_defaults = dict(zip(fields[len(fields) - len(defaults):], defaults))

    def __init__(self, *args, **kwargs):
        if len(args) > len(fields):
            most = len(fields) + 1
            # With defaults, the generated __new__ takes a range (CPython's message).
            takes = f"from {most - len(defaults)} to {most}" if defaults else f"{most}"
            raise TypeError(
                f"{typename}.__new__() takes {takes} positional arguments but {len(args) + 1} were given"
            )
        values = list(args)
        for name in fields[len(args):]:
            if name in kwargs:
                values.append(kwargs.pop(name))
            elif name in field_defaults:
                values.append(field_defaults[name])
            else:
                missing = [n for n in fields[len(values):] if n not in kwargs and n not in field_defaults]
                if len(missing) == 1:
                    raise TypeError(f"{typename}.__new__() missing 1 required positional argument: {missing[0]!r}")
                names = ", ".join(repr(n) for n in missing[:-1]) + " and " + repr(missing[-1])
                raise TypeError(f"{typename}.__new__() missing {len(missing)} required positional arguments: {names}")
        for name in kwargs:
            if name in fields:
                raise TypeError(f"{typename}.__new__() got multiple values for argument {name!r}")
            raise TypeError(f"{typename}.__new__() got an unexpected keyword argument {name!r}")
        object.__setattr__(self, "_values", tuple(values))
        for name, value in zip(fields, values):
            object.__setattr__(self, name, value)

    def __setattr__(self, name, value):
        # A tuple: its fields are read-only and it has no other attributes.
        if name in fields:
            raise AttributeError("can't set attribute")
        raise AttributeError(f"'{type(self).__name__}' object has no attribute '{name}'")

    def __delattr__(self, name):
        if name in fields:
            raise AttributeError("can't delete attribute")
        raise AttributeError(f"'{type(self).__name__}' object has no attribute '{name}'")

    def __getitem__(self, i):
        return self._values[i]

    def __len__(self):
        return len(fields)

    def __iter__(self):
        return iter(self._values)

    def __contains__(self, x):
        return x in self._values

    def __eq__(self, other):
        return self._values == tuple(other)

    def __lt__(self, other):
        return self._values < tuple(other)

    def __le__(self, other):
        return self._values <= tuple(other)

    def __gt__(self, other):
        return self._values > tuple(other)

    def __ge__(self, other):
        return self._values >= tuple(other)

    def __add__(self, other):
        # Another namedtuple is a tuple; anything else gets the native tuple's error.
        return self._values + (tuple(other) if isinstance(other, tuple) else other)

    def __radd__(self, other):
        return other + self._values

    def __mul__(self, n):
        return self._values * n

    def __rmul__(self, n):
        return n * self._values

    def __hash__(self):
        return hash(self._values)

    def __repr__(self):
        body = ", ".join(f"{n}={v!r}" for n, v in zip(fields, self._values))
        return f"{typename}({body})"

    def _asdict(self):
        return dict(zip(fields, self._values))

    def __getnewargs__(self):
        return tuple(self._values)

    def _replace(self, **changes):
        values = [changes.pop(n, v) for n, v in zip(fields, self._values)]
        if changes:
            raise ValueError(f"Got unexpected field names: {list(changes)!r}")
        return cls(*values)

    def _make(iterable):
        values = list(iterable)
        if len(values) != len(fields):
            raise TypeError(f"Expected {len(fields)} arguments, got {len(values)}")
        return cls(*values)

    def count(self, x):
        return self._values.count(x)

    def index(self, x):
        return self._values.index(x)

    namespace = {
        "__init__": __init__,
        "__setattr__": __setattr__,
        "__delattr__": __delattr__,
        "__getitem__": __getitem__,
        "__len__": __len__,
        "__iter__": __iter__,
        "__contains__": __contains__,
        "__eq__": __eq__,
        "__lt__": __lt__,
        "__le__": __le__,
        "__gt__": __gt__,
        "__ge__": __ge__,
        "__add__": __add__,
        "__radd__": __radd__,
        "__mul__": __mul__,
        "__rmul__": __rmul__,
        "__hash__": __hash__,
        "__stridelab_builtin_base__": "tuple",
        "__repr__": __repr__,
        "_asdict": _asdict,
        "__getnewargs__": __getnewargs__,
        "__doc__": f"{typename}({', '.join(fields)})",
        "_replace": _replace,
        "_make": staticmethod(_make),
        "count": count,
        "index": index,
        "_fields": fields,
        "_field_defaults": field_defaults,
        "__match_args__": fields,
        # CPython takes the caller's module; scripts are the callers here.
        "__module__": "__main__" if module is None else module,
    }
    if into is None:
        cls = type(typename, (), namespace)
        return cls
    cls = into
    own = vars(into)
    for name, value in namespace.items():
        undocumented = name == "__doc__" and own.get("__doc__") is None
        if name not in own or undocumented or name in ("_fields", "_field_defaults", "__match_args__"):
            setattr(cls, name, value)
    return cls
