# typing: names only. Annotations are for readers and checkers; stridelab evaluates them
# where Python does (module and class level) and otherwise ignores them, as Python does.


class _Special:
    def __init__(self, name, args=None):
        self._name = name
        self._args = args

    def __getitem__(self, params):
        return _Special(self._name, params)

    def __repr__(self):
        if self._args is None:
            return "typing." + self._name
        args = self._args if isinstance(self._args, tuple) else (self._args,)
        return "typing." + self._name + "[" + ", ".join(_type_repr(a) for a in args) + "]"

    def __call__(self, *args, **kwargs):
        raise TypeError(f"Type {self._name} cannot be instantiated")

    def __or__(self, other):
        return _Special("Union", (self, other))

    def __instancecheck__(self, obj):
        return _instancecheck(self, obj)

    def __subclasscheck__(self, cls):
        return _subclasscheck(self, cls)


def _type_repr(t):
    if isinstance(t, type) or t is int or t is float or t is str or t is bool:
        return t.__name__
    if t is None:
        return "None"
    return repr(t)


class _TypeVar:
    def __init__(self, name):
        self.__name__ = name

    def __repr__(self):
        return "~" + self.__name__


Any = _Special("Any")
List = _Special("List")
Dict = _Special("Dict")
Tuple = _Special("Tuple")
Set = _Special("Set")
FrozenSet = _Special("FrozenSet")
Optional = _Special("Optional")
Union = _Special("Union")
Callable = _Special("Callable")
Iterable = _Special("Iterable")
Iterator = _Special("Iterator")
Generator = _Special("Generator")
Sequence = _Special("Sequence")
Mapping = _Special("Mapping")
MutableMapping = _Special("MutableMapping")
Type = _Special("Type")
Literal = _Special("Literal")
Final = _Special("Final")
ClassVar = _Special("ClassVar")
Deque = _Special("Deque")
DefaultDict = _Special("DefaultDict")
Counter = _Special("Counter")
OrderedDict = _Special("OrderedDict")
ChainMap = _Special("ChainMap")
Annotated = _Special("Annotated")
NoReturn = _Special("NoReturn")
Never = _Special("Never")
Self = _Special("Self")
LiteralString = _Special("LiteralString")
TypeAlias = _Special("TypeAlias")
Required = _Special("Required")
NotRequired = _Special("NotRequired")
Concatenate = _Special("Concatenate")
Hashable = _Special("Hashable")
Sized = _Special("Sized")
Collection = _Special("Collection")
Container = _Special("Container")
Reversible = _Special("Reversible")
MutableSequence = _Special("MutableSequence")
AbstractSet = _Special("AbstractSet")
MutableSet = _Special("MutableSet")
KeysView = _Special("KeysView")
ValuesView = _Special("ValuesView")
ItemsView = _Special("ItemsView")
Awaitable = _Special("Awaitable")
Coroutine = _Special("Coroutine")
AsyncIterator = _Special("AsyncIterator")
AsyncIterable = _Special("AsyncIterable")
AsyncGenerator = _Special("AsyncGenerator")
ContextManager = _Special("ContextManager")
SupportsInt = _Special("SupportsInt")
SupportsFloat = _Special("SupportsFloat")
SupportsIndex = _Special("SupportsIndex")
SupportsAbs = _Special("SupportsAbs")
SupportsRound = _Special("SupportsRound")
IO = _Special("IO")
TextIO = _Special("TextIO")
BinaryIO = _Special("BinaryIO")
Text = str
AnyStr = _TypeVar("AnyStr")
TYPE_CHECKING = False


class Generic:
    # `class Stack(Generic[T])`: subscripting gives the class back, so it is an ordinary
    # base and `Stack[int]` is Stack (the type parameters are for checkers).
    def __class_getitem__(cls, params):
        return cls


class Protocol(Generic):
    # A structural interface for checkers; at run time an ordinary base class.
    pass


def runtime_checkable(cls):
    return cls


def final(f):
    return f


def NewType(name, tp):
    # A distinct name for checkers; at run time the identity function.
    def new_type(x):
        return x

    new_type.__name__ = name
    new_type.__qualname__ = name
    new_type.__supertype__ = tp
    return new_type


class TypedDict:
    # `class Movie(TypedDict): name: str` makes a dict type: calling it gives a plain dict
    # of the keys given (types are not checked at run time, as in CPython).
    def __new__(cls, *args, **kwargs):
        if cls is TypedDict:
            # TypedDict("Movie", {"name": str}): a new class of that name.
            name, fields = args[0], (args[1] if len(args) > 1 else kwargs)
            return type(name, (TypedDict,), {"__annotations__": dict(fields)})
        return dict(*args, **kwargs)


def get_origin(tp):
    origin = _concrete(tp._name) if isinstance(tp, _Special) and tp._args is not None else None
    return origin


def get_args(tp):
    if isinstance(tp, _Special) and tp._args is not None:
        return tp._args if isinstance(tp._args, tuple) else (tp._args,)
    return ()


def assert_never(arg):
    raise AssertionError(f"Expected code to be unreachable, but got: {arg!r}")


def reveal_type(obj):
    return obj


def TypeVar(name, *constraints, bound=None, covariant=False, contravariant=False):
    return _TypeVar(name)


def cast(typ, val):
    return val


def overload(func):
    return func


def no_type_check(func):
    return func


def _resolve_hint(value, obj):
    # None stands for its type; a string is a forward reference, evaluated where the
    # function was defined (CPython evaluates it in the function's globals).
    if value is None:
        return type(None)
    if isinstance(value, str):
        return _native.annotation_eval(obj, value)
    return value


def get_type_hints(obj, globalns=None, localns=None, include_extras=False):
    if globalns is not None or localns is not None:
        raise NotImplementedError("typing.get_type_hints with globalns or localns is not supported in stridelab yet")
    if isinstance(obj, type):
        hints = {}
        for base in reversed(obj.__mro__):
            # The built-in bases (object, an exception class) hold no annotations.
            if not hasattr(base, "__dict__"):
                continue
            for name, value in base.__dict__.get("__annotations__", {}).items():
                hints[name] = _resolve_hint(value, obj)
        return hints
    ann = getattr(obj, "__annotations__", None)
    if ann is None:
        raise TypeError(f"{obj!r} is not a module, class, method, or function.")
    return {name: _resolve_hint(value, obj) for name, value in ann.items()}


# isinstance and issubclass with an alias, as CPython 3.11 answers them: the unsubscripted
# aliases of concrete classes check that class, the abstract ones (Iterable, Sequence, ...)
# the built-in types registered with them and, for user classes, the method that makes one;
# Union/Optional check their members; the special forms and other subscripted aliases refuse.
_SPECIAL_FORMS = ("Any", "Optional", "Union", "Literal", "Final", "ClassVar")


def _concrete(name):
    import collections

    return {
        "List": list,
        "Dict": dict,
        "Tuple": tuple,
        "Set": set,
        "FrozenSet": frozenset,
        "Type": type,
        "Deque": collections.deque,
        "DefaultDict": collections.defaultdict,
        "Counter": collections.Counter,
    }.get(name)


def _abstract_types(name):
    import collections
    import torch

    mappings = (dict, collections.defaultdict, collections.OrderedDict, collections.Counter)
    sequences = (list, tuple, str, range)
    return {
        "Sequence": sequences,
        "Mapping": mappings,
        "MutableMapping": mappings,
        "Iterable": sequences + mappings + (set, frozenset, collections.deque, torch.Tensor),
    }.get(name)


def _is_iterator(obj):
    kind = type(obj).__name__
    return kind == "generator" or kind.endswith("iterator") or hasattr(obj, "__next__")


def _alias_check(alias, what):
    if alias._args is not None and alias._name in ("Union", "Optional"):
        members = alias._args if isinstance(alias._args, tuple) else (alias._args,)
        return members + (None,) if alias._name == "Optional" else members
    if alias._name == "Any" and what == "issubclass":
        return ()
    if alias._args is not None:
        raise TypeError("Subscripted generics cannot be used with class and instance checks")
    if alias._name in _SPECIAL_FORMS:
        raise TypeError(f"typing.{alias._name} cannot be used with {what}()")
    return None


def _instancecheck(self, obj):
    members = _alias_check(self, "isinstance")
    if members is not None:
        return any(obj is None if m is None else isinstance(obj, m) for m in members)
    name = self._name
    cls = _concrete(name)
    if cls is not None:
        return isinstance(obj, cls)
    if name == "Callable":
        return callable(obj)
    if name == "Generator":
        return type(obj).__name__ == "generator"
    if name == "Iterator":
        return _is_iterator(obj)
    if name == "Iterable" and (_is_iterator(obj) or hasattr(obj, "__iter__")):
        return True
    return isinstance(obj, _abstract_types(name))


def _subclasscheck(self, cls):
    members = _alias_check(self, "issubclass")
    if members is not None:
        if repr(cls) == "<class 'NoneType'>":
            return None in members
        return any(m is not None and issubclass(cls, m) for m in members)
    name = self._name
    origin = _concrete(name)
    if origin is not None:
        return issubclass(cls, origin)
    if name == "Callable":
        return hasattr(cls, "__call__")
    if name in ("Iterator", "Generator"):
        return hasattr(cls, "__next__")
    if name == "Iterable" and hasattr(cls, "__iter__"):
        return True
    return issubclass(cls, _abstract_types(name) or ())



# The names a NamedTuple class body may not define, and those it defines that are not
# methods to copy (CPython 3.11's typing).
_NT_PROHIBITED = ("__new__", "__init__", "__slots__", "__getnewargs__", "_fields", "_field_defaults",
                  "_make", "_replace", "_asdict", "_source")


class NamedTuple:
    # `class Point(NamedTuple): x: int; y: float = 0.0` makes Point a named tuple of its
    # annotated fields (defaults from the body); its own methods stay. CPython swaps the
    # class for collections.namedtuple's; here the class is filled in place when it is
    # made (__init_subclass__), so Point.__bases__ names NamedTuple, not tuple.
    def __new__(cls, *args, **kwargs):
        if cls is not NamedTuple:
            return object.__new__(cls)
        return _functional_named_tuple(*args, **kwargs)

    def __init_subclass__(cls, **kwargs):
        if NamedTuple not in cls.__bases__:
            return
        if any(b is not NamedTuple and b is not Generic for b in cls.__bases__):
            raise TypeError("can only inherit from a NamedTuple type and Generic")
        own = vars(cls)
        for key in own:
            if key in _NT_PROHIBITED:
                raise AttributeError("Cannot overwrite NamedTuple attribute " + key)
        fields = list(own.get("__annotations__", {}))
        defaults, given = [], []
        for name in fields:
            if name in own:
                defaults.append(own[name])
                given.append(name)
            elif defaults:
                raise TypeError(
                    f"Non-default namedtuple field {name} cannot follow default field"
                    f"{'s' if len(given) > 1 else ''} {', '.join(given)}"
                )
        import collections
        collections._namedtuple(cls.__name__, fields, defaults, own.get("__module__"), cls)


def _functional_named_tuple(typename, fields=None, /, **kwargs):
    # NamedTuple("Employee", [("name", str), ("id", int)]), or the keyword form.
    import collections
    if fields is None:
        fields = list(kwargs.items())
    elif kwargs:
        raise TypeError("Either list of fields or keywords can be provided to NamedTuple, not both")
    return collections.namedtuple(typename, [name for name, _ in fields])
