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
TYPE_CHECKING = False


def TypeVar(name, *constraints, bound=None, covariant=False, contravariant=False):
    return _TypeVar(name)


def cast(typ, val):
    return val


def overload(func):
    return func


def no_type_check(func):
    return func


def get_type_hints(obj):
    return dict(getattr(obj, "__annotations__", {}))
