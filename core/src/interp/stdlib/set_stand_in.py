# The bases a script's `class S(set)` and `class F(frozenset)` derive from: CPython's set
# and frozenset, written over a plain set (frozenset) kept in a slot of the instance (not
# in its `__dict__`: vars(s) is {}), with their printing (`S({1, 2})`), errors and
# results. As in CPython, the operators and `copy()` give plain sets (frozensets), never
# the subclass, and set's own methods work on the items directly, never through a
# subclass's overrides. In this module `set` and `frozenset` are the classes below; the
# builtins are reached as `type(...)` of a literal.

_set = type({1})
_frozenset = type(frozenset())


def _items(self):
    # `set.add(plain, x)` runs these methods on a plain set too (stdlib/unbound.py); a
    # subclass's instance keeps its items in a slot (set.__new__ makes it empty even when
    # a subclass's __init__ never calls set.__init__).
    if type(self) is _set or type(self) is _frozenset:
        return self
    if isinstance(self, frozenset):
        return _native.stand_in_items(self, _frozenset())
    return _native.stand_in_items(self, _set())


def _is_set(other):
    return type(other) in (_set, _frozenset) or isinstance(other, (set, frozenset))


def _plain(other):
    if isinstance(other, (set, frozenset)):
        return _items(other)
    return other


def _args(args):
    return [_plain(a) for a in args]


def _call(self, name, args, kwargs):
    # The built-in method run on the items as the method call `items.name(...)`, so a
    # wrong call is worded as CPython words it (`list.append() takes exactly one argument
    # (0 given)`), whether made on a subclass instance or through `list.append(l, ...)`.
    return _native.method_call(_items(self), name, tuple(args), kwargs)


class set:
    __stridelab_builtin_base__ = "set"
    __stridelab_stand_in__ = "set"
    # `<class 'set'>` in a subclass's __mro__ and __bases__.
    __module__ = "builtins"
    __hash__ = None

    def __init__(self, *args, **kwargs):
        if kwargs:
            raise TypeError("set() takes no keyword arguments")
        if len(args) > 1:
            raise TypeError(f"{type(self).__name__} expected at most 1 argument, got {len(args)}")
        items = _items(self)
        new = _set(_plain(args[0])) if args else _set()
        items.clear()
        items.update(new)

    def __ior__(self, other):
        if not _is_set(other):
            return NotImplemented
        _items(self).update(_plain(other))
        return self

    def __iand__(self, other):
        if not _is_set(other):
            return NotImplemented
        _items(self).intersection_update(_plain(other))
        return self

    def __isub__(self, other):
        if not _is_set(other):
            return NotImplemented
        _items(self).difference_update(_plain(other))
        return self

    def __ixor__(self, other):
        if not _is_set(other):
            return NotImplemented
        _items(self).symmetric_difference_update(_plain(other))
        return self

    def add(self, *args, **kwargs):
        return _call(self, "add", args, kwargs)

    def discard(self, *args, **kwargs):
        return _call(self, "discard", args, kwargs)

    def remove(self, *args, **kwargs):
        return _call(self, "remove", args, kwargs)

    def pop(self, *args, **kwargs):
        return _call(self, "pop", args, kwargs)

    def clear(self, *args, **kwargs):
        return _call(self, "clear", args, kwargs)

    def update(self, *args, **kwargs):
        return _call(self, "update", _args(args), kwargs)

    def intersection_update(self, *args, **kwargs):
        return _call(self, "intersection_update", _args(args), kwargs)

    def difference_update(self, *args, **kwargs):
        return _call(self, "difference_update", _args(args), kwargs)

    def symmetric_difference_update(self, *args, **kwargs):
        return _call(self, "symmetric_difference_update", _args(args), kwargs)

    # Reading, comparing, and the operators that make new sets (frozenset shares them).

    def __repr__(self):
        items = _items(self)
        if not items:
            return f"{type(self).__name__}()"
        return f"{type(self).__name__}({repr(_set(items))})"

    def __len__(self):
        return len(_items(self))

    def __iter__(self):
        return iter(_items(self))

    def __contains__(self, x):
        return x in _items(self)

    def __eq__(self, other):
        if not _is_set(other):
            return NotImplemented
        return _items(self) == _plain(other)

    def __ne__(self, other):
        if not _is_set(other):
            return NotImplemented
        return _items(self) != _plain(other)

    def __lt__(self, other):
        if not _is_set(other):
            return NotImplemented
        return _items(self) < _plain(other)

    def __le__(self, other):
        if not _is_set(other):
            return NotImplemented
        return _items(self) <= _plain(other)

    def __gt__(self, other):
        if not _is_set(other):
            return NotImplemented
        return _items(self) > _plain(other)

    def __ge__(self, other):
        if not _is_set(other):
            return NotImplemented
        return _items(self) >= _plain(other)

    def __or__(self, other):
        if not _is_set(other):
            return NotImplemented
        return _items(self) | _plain(other)

    def __and__(self, other):
        if not _is_set(other):
            return NotImplemented
        return _items(self) & _plain(other)

    def __sub__(self, other):
        if not _is_set(other):
            return NotImplemented
        return _items(self) - _plain(other)

    def __xor__(self, other):
        if not _is_set(other):
            return NotImplemented
        return _items(self) ^ _plain(other)

    # A plain set on the left: its own type is the result's, as CPython's set_or copies
    # the left operand.
    def __ror__(self, other):
        if not _is_set(other):
            return NotImplemented
        return _plain(other) | _items(self)

    def __rand__(self, other):
        if not _is_set(other):
            return NotImplemented
        return _plain(other) & _items(self)

    def __rsub__(self, other):
        if not _is_set(other):
            return NotImplemented
        return _plain(other) - _items(self)

    def __rxor__(self, other):
        if not _is_set(other):
            return NotImplemented
        return _plain(other) ^ _items(self)

    def union(self, *args, **kwargs):
        return _call(self, "union", _args(args), kwargs)

    def intersection(self, *args, **kwargs):
        return _call(self, "intersection", _args(args), kwargs)

    def difference(self, *args, **kwargs):
        return _call(self, "difference", _args(args), kwargs)

    def symmetric_difference(self, *args, **kwargs):
        return _call(self, "symmetric_difference", _args(args), kwargs)

    def issubset(self, *args, **kwargs):
        return _call(self, "issubset", _args(args), kwargs)

    def issuperset(self, *args, **kwargs):
        return _call(self, "issuperset", _args(args), kwargs)

    def isdisjoint(self, *args, **kwargs):
        return _call(self, "isdisjoint", _args(args), kwargs)

    def copy(self, *args, **kwargs):
        return _call(self, "copy", args, kwargs)


class frozenset:
    __stridelab_builtin_base__ = "frozenset"
    __stridelab_stand_in__ = "frozenset"
    __module__ = "builtins"

    # The items are made in __new__, as CPython's frozenset_new makes them: a subclass's
    # own __init__ cannot leave them out.
    def __new__(cls, *args, **kwargs):
        # A subclass with an __init__ of its own may take keywords (CPython's rule).
        if kwargs and cls.__init__ is frozenset.__init__:
            raise TypeError("frozenset() takes no keyword arguments")
        if len(args) > 1:
            raise TypeError(f"{cls.__name__} expected at most 1 argument, got {len(args)}")
        self = object.__new__(cls)
        _native.stand_in_items(self, _frozenset(_plain(args[0])) if args else _frozenset())
        return self

    def __init__(self, *args, **kwargs):
        pass

    def __hash__(self):
        return hash(_items(self))


# What frozenset shares with set: reading, comparing, and the operators and methods that
# make new sets (copied, so neither class shows a helper base in its __mro__).
for _name in (
    "__repr__", "__len__", "__iter__", "__contains__", "__eq__", "__ne__", "__lt__",
    "__le__", "__gt__", "__ge__", "__or__", "__and__", "__sub__", "__xor__", "__ror__",
    "__rand__", "__rsub__", "__rxor__", "union", "intersection", "difference",
    "symmetric_difference", "issubset", "issuperset", "isdisjoint", "copy",
):
    setattr(frozenset, _name, getattr(set, _name))
