# The base a script's `class D(dict)` derives from: CPython's dict, written over a plain
# dict kept in a slot of the instance (not in its `__dict__`: vars(d) is {}), with dict's
# printing, errors and results. As in CPython, dict's own methods (get, update, setdefault,
# copy, ...) work on the items directly and never call a subclass's `__getitem__` or
# `__setitem__`; `d[k]` calls the subclass's `__missing__` for an absent key. `copy()` and
# `|` give plain dicts. In this module `dict` is the class below; `{}` is the builtin.


def _items(self):
    # `dict.__setitem__(plain, k, v)` runs these methods on a plain dict too
    # (stdlib/unbound.py); dict.__new__ makes the empty dict even when a subclass's
    # __init__ never calls dict.__init__.
    if type(self) is type({}):
        return self
    return _native.stand_in_items(self, {})


def _call(self, name, args, kwargs):
    # The built-in method run on the items as the method call `items.name(...)`, so a
    # wrong call is worded as CPython words it (`list.append() takes exactly one argument
    # (0 given)`), whether made on a subclass instance or through `list.append(l, ...)`.
    return _native.method_call(_items(self), name, tuple(args), kwargs)


def _is_dict(other):
    return type(other) is type({}) or isinstance(other, dict)


def _plain(other):
    if isinstance(other, dict):
        return _items(other)
    return other


class dict:
    __stridelab_builtin_base__ = "dict"
    __stridelab_stand_in__ = "dict"
    # `<class 'dict'>` in a subclass's __mro__ and __bases__.
    __module__ = "builtins"
    __hash__ = None

    def __init__(self, *args, **kwargs):
        if len(args) > 1:
            raise TypeError(f"dict expected at most 1 argument, got {len(args)}")
        _items(self).update(*[_plain(a) for a in args], **kwargs)

    def __repr__(self):
        return repr(_items(self))

    def __len__(self):
        return len(_items(self))

    def __iter__(self):
        return iter(_items(self))

    def __reversed__(self):
        return reversed(_items(self))

    def __contains__(self, key):
        return key in _items(self)

    def __getitem__(self, key):
        items = _items(self)
        if key in items:
            return items[key]
        # dict.__getitem__ asks the subclass for `__missing__` (collections.Counter's and
        # defaultdict's way, and the teaching pattern `class Vocab(dict)`).
        missing = getattr(type(self), "__missing__", None)
        if missing is not None:
            return missing(self, key)
        raise KeyError(key)

    def __setitem__(self, key, value):
        _items(self)[key] = value

    def __delitem__(self, key):
        del _items(self)[key]

    def __eq__(self, other):
        if not _is_dict(other):
            return NotImplemented
        return _items(self) == _plain(other)

    def __ne__(self, other):
        if not _is_dict(other):
            return NotImplemented
        return _items(self) != _plain(other)

    def __or__(self, other):
        if not _is_dict(other):
            return NotImplemented
        new = _items(self).copy()
        new.update(_plain(other))
        return new

    def __ror__(self, other):
        if not _is_dict(other):
            return NotImplemented
        new = _plain(other).copy()
        new.update(_items(self))
        return new

    def __ior__(self, other):
        _items(self).update(_plain(other))
        return self

    def keys(self, *args, **kwargs):
        return _call(self, "keys", args, kwargs)

    def values(self, *args, **kwargs):
        return _call(self, "values", args, kwargs)

    def items(self, *args, **kwargs):
        return _call(self, "items", args, kwargs)

    def get(self, *args, **kwargs):
        return _call(self, "get", args, kwargs)

    def pop(self, *args, **kwargs):
        return _call(self, "pop", args, kwargs)

    def popitem(self, *args, **kwargs):
        return _call(self, "popitem", args, kwargs)

    def setdefault(self, *args, **kwargs):
        return _call(self, "setdefault", args, kwargs)

    def update(self, *args, **kwargs):
        if len(args) > 1:
            raise TypeError(f"update expected at most 1 argument, got {len(args)}")
        _items(self).update(*[_plain(a) for a in args], **kwargs)

    def clear(self, *args, **kwargs):
        return _call(self, "clear", args, kwargs)

    def copy(self, *args, **kwargs):
        return _call(self, "copy", args, kwargs)

    @classmethod
    def fromkeys(cls, *args, **kwargs):
        return _fromkeys(cls, args, kwargs)


def _fromkeys(cls, args, kwargs):
    # A subclass's fromkeys makes the subclass and fills it through `d[k] = value`, its own
    # `__setitem__` included, as CPython's dict_fromkeys does.
    if kwargs:
        raise TypeError("dict.fromkeys() takes no keyword arguments")
    if not args:
        raise TypeError("fromkeys expected at least 1 argument, got 0")
    if len(args) > 2:
        raise TypeError(f"fromkeys expected at most 2 arguments, got {len(args)}")
    value = args[1] if len(args) > 1 else None
    d = {} if cls is type({}) else cls()
    for key in args[0]:
        d[key] = value
    return d


def plain_fromkeys(*args, **kwargs):
    # `dict.fromkeys(...)` and `{}.fromkeys(...)` on the built-in dict (builtins/attributes.rs).
    return _fromkeys(type({}), args, kwargs)
