# The base a script's `class Hooks(list)` derives from: CPython's list, written over a
# plain list kept on the instance, with list's printing, errors and results (slices,
# `copy()` and `+` give plain lists; `+=` extends in place). `isinstance(h, list)` is True
# through the stand-in mark. In this module `list` is the class below; `[]` is the builtin.


def _items(self):
    # `list.append(plain, x)` runs these methods on a plain list too (stdlib/unbound.py).
    if type(self) is type([]):
        return self
    # Kept in a slot outside `__dict__` (vars(h) is {}); list.__new__ makes the empty list
    # even when a subclass's __init__ never calls list.__init__.
    return _native.stand_in_items(self, [])


def _call(self, name, args, kwargs):
    # The built-in method run on the items as the method call `items.name(...)`, so a
    # wrong call is worded as CPython words it (`list.append() takes exactly one argument
    # (0 given)`), whether made on a subclass instance or through `list.append(l, ...)`.
    return _native.method_call(_items(self), name, tuple(args), kwargs)


def _plain(other):
    if isinstance(other, list):
        return _items(other)
    return other


def _is_list(other):
    return type(other) is type([]) or isinstance(other, list)


class list:
    __stridelab_builtin_base__ = "list"
    __stridelab_stand_in__ = "list"
    # `<class 'list'>` in a subclass's __mro__ and __bases__.
    __module__ = "builtins"
    __hash__ = None

    def __init__(self, *args, **kwargs):
        if kwargs:
            raise TypeError("list() takes no keyword arguments")
        if len(args) > 1:
            raise TypeError(f"list expected at most 1 argument, got {len(args)}")
        items = _items(self)
        new = [x for x in args[0]] if args else []
        items.clear()
        items.extend(new)

    def __repr__(self):
        return repr(_items(self))

    def __len__(self):
        return len(_items(self))

    def __iter__(self):
        return iter(_items(self))

    def __reversed__(self):
        return reversed(_items(self))

    def __contains__(self, x):
        return x in _items(self)

    def __getitem__(self, i):
        return _items(self)[i]

    def __setitem__(self, i, v):
        _items(self)[i] = v

    def __delitem__(self, i):
        del _items(self)[i]

    def __add__(self, other):
        if not _is_list(other):
            raise TypeError(f'can only concatenate list (not "{type(other).__name__}") to list')
        return _items(self) + _plain(other)

    def __radd__(self, other):
        if not _is_list(other):
            return NotImplemented
        return _plain(other) + _items(self)

    def __iadd__(self, other):
        _items(self).extend(other)
        return self

    def __mul__(self, n):
        return _items(self) * n

    def __rmul__(self, n):
        return n * _items(self)

    def __imul__(self, n):
        items = _items(self)
        new = items * n
        items.clear()
        items.extend(new)
        return self

    def __eq__(self, other):
        if not _is_list(other):
            return NotImplemented
        return _items(self) == _plain(other)

    def __ne__(self, other):
        if not _is_list(other):
            return NotImplemented
        return _items(self) != _plain(other)

    def __lt__(self, other):
        if not _is_list(other):
            return NotImplemented
        return _items(self) < _plain(other)

    def __le__(self, other):
        if not _is_list(other):
            return NotImplemented
        return _items(self) <= _plain(other)

    def __gt__(self, other):
        if not _is_list(other):
            return NotImplemented
        return _items(self) > _plain(other)

    def __ge__(self, other):
        if not _is_list(other):
            return NotImplemented
        return _items(self) >= _plain(other)

    def append(self, *args, **kwargs):
        return _call(self, "append", args, kwargs)

    def extend(self, *args, **kwargs):
        return _call(self, "extend", args, kwargs)

    def insert(self, *args, **kwargs):
        return _call(self, "insert", args, kwargs)

    def pop(self, *args, **kwargs):
        return _call(self, "pop", args, kwargs)

    def remove(self, *args, **kwargs):
        return _call(self, "remove", args, kwargs)

    def clear(self, *args, **kwargs):
        return _call(self, "clear", args, kwargs)

    def copy(self, *args, **kwargs):
        return _call(self, "copy", args, kwargs)

    def count(self, *args, **kwargs):
        return _call(self, "count", args, kwargs)

    def index(self, *args, **kwargs):
        return _call(self, "index", args, kwargs)

    def sort(self, *args, **kwargs):
        return _call(self, "sort", args, kwargs)

    def reverse(self, *args, **kwargs):
        return _call(self, "reverse", args, kwargs)
