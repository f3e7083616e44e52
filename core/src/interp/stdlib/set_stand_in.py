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

    def add(self, x):
        _items(self).add(x)

    def discard(self, x):
        _items(self).discard(x)

    def remove(self, x):
        _items(self).remove(x)

    def pop(self):
        return _items(self).pop()

    def clear(self):
        _items(self).clear()

    def update(self, *others):
        _items(self).update(*_args(others))

    def intersection_update(self, *others):
        _items(self).intersection_update(*_args(others))

    def difference_update(self, *others):
        _items(self).difference_update(*_args(others))

    def symmetric_difference_update(self, other):
        _items(self).symmetric_difference_update(_plain(other))

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

    def union(self, *others):
        return _items(self).union(*_args(others))

    def intersection(self, *others):
        return _items(self).intersection(*_args(others))

    def difference(self, *others):
        return _items(self).difference(*_args(others))

    def symmetric_difference(self, other):
        return _items(self).symmetric_difference(_plain(other))

    def issubset(self, other):
        return _items(self).issubset(_plain(other))

    def issuperset(self, other):
        return _items(self).issuperset(_plain(other))

    def isdisjoint(self, other):
        return _items(self).isdisjoint(_plain(other))

    def copy(self):
        return _items(self).copy()


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
