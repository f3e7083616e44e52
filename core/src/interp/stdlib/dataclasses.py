# dataclasses: @dataclass builds __init__, __repr__ and __eq__ (and the ordering methods
# with order=True, __hash__ and a refusing __setattr__/__delattr__ with frozen=True) from
# the class's annotated fields, in the order they were written.


class FrozenInstanceError(AttributeError):
    pass


class _Missing:
    def __repr__(self):
        return "MISSING"


MISSING = _Missing()


class _KW_ONLY_TYPE:
    def __repr__(self):
        return "<dataclasses._KW_ONLY_TYPE object>"


class mappingproxy:
    # A field's metadata: a read-only view of the mapping given (types.MappingProxyType).
    def __init__(self, mapping):
        object.__setattr__(self, "_mapping", mapping)

    def __getitem__(self, key):
        return self._mapping[key]

    def __setitem__(self, key, value):
        raise TypeError("'mappingproxy' object does not support item assignment")

    def __delitem__(self, key):
        raise TypeError("'mappingproxy' object does not support item deletion")

    def __len__(self):
        return len(self._mapping)

    def __iter__(self):
        return iter(self._mapping)

    def __contains__(self, key):
        return key in self._mapping

    def __eq__(self, other):
        return self._mapping == other

    def get(self, key, default=None):
        return self._mapping.get(key, default)

    def keys(self):
        return self._mapping.keys()

    def values(self):
        return self._mapping.values()

    def items(self):
        return self._mapping.items()

    def copy(self):
        return self._mapping.copy()

    def __repr__(self):
        return f"mappingproxy({self._mapping!r})"


# `_: KW_ONLY` makes the fields after it keyword-only.
KW_ONLY = _KW_ONLY_TYPE()


class Field:
    def __init__(self, default, default_factory, init, repr, compare, hash=None, metadata=None,
                 kw_only=MISSING):
        self.name = None
        self.type = None
        self.default = default
        self.default_factory = default_factory
        self.init = init
        self.repr = repr
        self.compare = compare
        self.hash = hash
        self.metadata = mappingproxy({} if metadata is None else metadata)
        self.kw_only = kw_only

    def __repr__(self):
        return (f"Field(name={self.name!r},type={self.type!r},default={self.default!r},"
                f"default_factory={self.default_factory!r},init={self.init!r},repr={self.repr!r})")


def field(*, default=MISSING, default_factory=MISSING, init=True, repr=True, hash=None,
          compare=True, metadata=None, kw_only=MISSING):
    if default is not MISSING and default_factory is not MISSING:
        raise ValueError("cannot specify both default and default_factory")
    return Field(default, default_factory, init, repr, compare, hash, metadata, kw_only)


def _collect_fields(cls, kw_only):
    fields = {}
    for base in reversed(cls.__mro__[1:]):
        if not hasattr(base, "__dict__"):
            continue
        for f in getattr(base, "__dataclass_fields__", {}).values():
            fields[f.name] = f
    annotations = cls.__dict__.get("__annotations__", {})
    after_marker = False
    for name, typ in annotations.items():
        # Under `from __future__ import annotations` the marker is its text, which
        # CPython recognises by name too.
        if typ is KW_ONLY or (isinstance(typ, str) and typ in ("KW_ONLY", "dataclasses.KW_ONLY")):
            if after_marker:
                raise TypeError(f"{name!r} is KW_ONLY, but KW_ONLY has already been specified")
            after_marker = True
            continue
        default = getattr(cls, name, MISSING)
        if isinstance(default, Field):
            f = default
        else:
            f = Field(default, MISSING, True, True, True)
        f.name = name
        f.type = typ
        if f.kw_only is MISSING:
            f.kw_only = kw_only or after_marker
        if f.default_factory is MISSING and isinstance(f.default, (list, dict, set)):
            raise ValueError(f"mutable default {type(f.default)} for field {name} is not allowed: use default_factory")
        fields[name] = f
        if f.default is MISSING:
            if isinstance(default, Field):
                delattr(cls, name)
        else:
            setattr(cls, name, f.default)
    seen_default = False
    for f in fields.values():
        if not f.init or f.kw_only:
            continue
        if f.default is not MISSING or f.default_factory is not MISSING:
            seen_default = True
        elif seen_default:
            raise TypeError(f"non-default argument {f.name!r} follows default argument")
    return fields


def _process(cls, init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only, slots):
    if slots:
        raise NotImplementedError("stridelab's dataclass does not build __slots__ classes (slots=True)")
    fields = _collect_fields(cls, kw_only)
    # A frozen instance's own __init__ sets its fields past the refusing __setattr__.
    put = object.__setattr__ if frozen else setattr
    cls.__dataclass_fields__ = fields
    name = cls.__name__
    init_fields = [f for f in fields.values() if f.init and not f.kw_only]
    kw_fields = [f for f in fields.values() if f.init and f.kw_only]

    def __init__(self, *args, **kwargs):
        if len(args) > len(init_fields):
            _too_many(name, init_fields, kw_fields, args, kwargs)
        for f, value in zip(init_fields, args):
            if f.name in kwargs:
                raise TypeError(f"{name}.__init__() got multiple values for argument {f.name!r}")
            put(self, f.name, value)
        missing = []
        missing_kw = []
        for f in init_fields[len(args):] + kw_fields:
            if f.name in kwargs:
                put(self, f.name, kwargs.pop(f.name))
            elif f.default is not MISSING:
                put(self, f.name, f.default)
            elif f.default_factory is not MISSING:
                put(self, f.name, f.default_factory())
            elif f.kw_only:
                missing_kw.append(f.name)
            else:
                missing.append(f.name)
        for k in kwargs:
            raise TypeError(f"{name}.__init__() got an unexpected keyword argument {k!r}")
        _missing(name, missing, "positional")
        _missing(name, missing_kw, "keyword-only")
        for f in fields.values():
            if not f.init:
                if f.default is not MISSING:
                    put(self, f.name, f.default)
                elif f.default_factory is not MISSING:
                    put(self, f.name, f.default_factory())
        post = getattr(self, "__post_init__", None)
        if post is not None:
            post()

    def __repr__(self):
        body = ", ".join(f"{f.name}={getattr(self, f.name)!r}" for f in fields.values() if f.repr)
        return f"{type(self).__name__}({body})"

    def _key(self):
        return tuple(getattr(self, f.name) for f in fields.values() if f.compare)

    def _hash_key(self):
        return tuple(getattr(self, f.name) for f in fields.values()
                     if (f.compare if f.hash is None else f.hash))

    def __eq__(self, other):
        if type(other) is not type(self):
            return NotImplemented
        return _key(self) == _key(other)

    # CPython builds these methods for the class: their qualified names are the class's.
    for method in (__init__, __repr__, __eq__):
        method.__qualname__ = f"{cls.__qualname__}.{method.__name__}"
    if init:
        cls.__init__ = __init__
    if repr:
        cls.__repr__ = __repr__
    if eq:
        cls.__eq__ = __eq__
    if order:
        def __lt__(self, other):
            if type(other) is not type(self):
                return NotImplemented
            return _key(self) < _key(other)

        def __le__(self, other):
            if type(other) is not type(self):
                return NotImplemented
            return _key(self) <= _key(other)

        def __gt__(self, other):
            if type(other) is not type(self):
                return NotImplemented
            return _key(self) > _key(other)

        def __ge__(self, other):
            if type(other) is not type(self):
                return NotImplemented
            return _key(self) >= _key(other)

        cls.__lt__ = __lt__
        cls.__le__ = __le__
        cls.__gt__ = __gt__
        cls.__ge__ = __ge__
    if frozen:
        def __setattr__(self, name, value):
            if type(self) is cls or name in fields:
                raise FrozenInstanceError(f"cannot assign to field {name!r}")
            super(cls, self).__setattr__(name, value)

        def __delattr__(self, name):
            if type(self) is cls or name in fields:
                raise FrozenInstanceError(f"cannot delete field {name!r}")
            object.__delattr__(self, name)

        cls.__setattr__ = __setattr__
        cls.__delattr__ = __delattr__
    # CPython's table: eq and frozen (or unsafe_hash) hash the compared fields; eq alone
    # leaves the class unhashable (its __eq__ without a __hash__), unless it wrote one.
    if "__hash__" not in cls.__dict__ and (unsafe_hash or (eq and frozen)):
        def __hash__(self):
            return hash(_hash_key(self))

        cls.__hash__ = __hash__
    if match_args and "__match_args__" not in cls.__dict__:
        cls.__match_args__ = tuple(f.name for f in init_fields)
    # A class without a docstring gets its __init__'s signature as one, as CPython writes
    # it: `C(lr: float = 0.1, steps: list = <factory>)`.
    if cls.__dict__.get("__doc__") is None:
        cls.__doc__ = name + "(" + ", ".join(_doc_params(init_fields, kw_fields)) + ")"
    return cls


def _annotation_text(a):
    if isinstance(a, type):
        module = getattr(a, "__module__", "builtins")
        qualname = getattr(a, "__qualname__", a.__name__)
        if module in ("builtins", "__main__"):
            return qualname
        return module + "." + qualname
    if getattr(a, "__module__", None) == "typing":
        return repr(a).replace("typing.", "")
    if type(a).__name__ == "GenericAlias":
        return str(a)
    return repr(a)


def _doc_params(init_fields, kw_fields):
    out = []
    for i, f in enumerate(init_fields + kw_fields):
        if kw_fields and i == len(init_fields):
            out.append("*")
        text = f.name + ": " + _annotation_text(f.type)
        if f.default is not MISSING:
            text += " = " + repr(f.default)
        elif f.default_factory is not MISSING:
            text += " = <factory>"
        out.append(text)
    return out


def _too_many(name, init_fields, kw_fields, args, kwargs):
    # CPython's words for a call of `__init__(self, a, c=3, *, b=2)` with too many positionals.
    most = len(init_fields) + 1
    least = most - sum(1 for f in init_fields
                       if f.default is not MISSING or f.default_factory is not MISSING)
    if least == most:
        takes = f"{most} positional argument{'' if most == 1 else 's'}"
    else:
        takes = f"from {least} to {most} positional arguments"
    given = len(args) + 1
    keywords = sum(1 for f in kw_fields if f.name in kwargs)
    if keywords:
        given = (f"{given} positional argument{'' if given == 1 else 's'} (and {keywords} "
                 f"keyword-only argument{'' if keywords == 1 else 's'})")
    raise TypeError(f"{name}.__init__() takes {takes} but {given} were given")


def _missing(name, missing, kind):
    if len(missing) == 1:
        raise TypeError(f"{name}.__init__() missing 1 required {kind} argument: {missing[0]!r}")
    if missing:
        names = ", ".join(repr_(n) for n in missing[:-1]) + " and " + repr_(missing[-1])
        raise TypeError(f"{name}.__init__() missing {len(missing)} required {kind} arguments: {names}")


repr_ = repr


def dataclass(cls=None, *, init=True, repr=True, eq=True, order=False, unsafe_hash=False,
              frozen=False, match_args=True, kw_only=False, slots=False):
    def wrap(c):
        return _process(c, init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only, slots)

    if cls is None:
        return wrap
    return wrap(cls)


def fields(class_or_instance):
    try:
        fs = class_or_instance.__dataclass_fields__
    except AttributeError:
        raise TypeError("must be called with a dataclass type or instance")
    return tuple(fs.values())


def is_dataclass(obj):
    return hasattr(obj, "__dataclass_fields__")


def asdict(obj):
    if not is_dataclass(obj):
        raise TypeError("asdict() should be called on dataclass instances")
    return {f.name: _asdict_value(getattr(obj, f.name)) for f in fields(obj)}


def _asdict_value(v):
    if is_dataclass(v) and not isinstance(v, type):
        return asdict(v)
    if isinstance(v, list):
        return [_asdict_value(x) for x in v]
    if isinstance(v, tuple):
        return tuple(_asdict_value(x) for x in v)
    if isinstance(v, dict):
        return {_asdict_value(k): _asdict_value(x) for k, x in v.items()}
    return v


def astuple(obj):
    return tuple(_asdict_value(getattr(obj, f.name)) for f in fields(obj))


def replace(obj, **changes):
    for f in fields(obj):
        if f.init and f.name not in changes:
            changes[f.name] = getattr(obj, f.name)
    return type(obj)(**changes)
