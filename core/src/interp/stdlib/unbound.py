# A built-in container type's method taken from the type (`list.append(l, 3)`,
# `str.upper(s)`, `list.__init__(self, xs)` in a list subclass), as CPython's method
# descriptors and slot wrappers behave: the first argument must be an instance of the type.
# list's, dict's and set's methods run the stand-ins' code (stdlib/list_stand_in.py,
# stdlib/dict_stand_in.py, stdlib/set_stand_in.py), which reaches a plain container or a subclass instance's items
# without going through a subclass's overrides (`dict.__setitem__(self, k, v)` inside a
# subclass's own `__setitem__`).

import _list_stand_in as _ls
import _dict_stand_in as _ds
import _set_stand_in as _ss


def method(tp, name):
    tname = tp.__name__
    slot = name.startswith("__") and name.endswith("__")

    def descriptor(*args, **kwargs):
        if not args:
            if slot:
                raise TypeError(f"descriptor '{name}' of '{tname}' object needs an argument")
            raise TypeError(f"unbound method {tname}.{name}() needs an argument")
        self = args[0]
        if not isinstance(self, tp):
            if slot:
                raise TypeError(
                    f"descriptor '{name}' requires a '{tname}' object but received a "
                    f"'{type(self).__name__}'")
            raise TypeError(
                f"descriptor '{name}' for '{tname}' objects doesn't apply to a "
                f"'{type(self).__name__}' object")
        if tp is list and hasattr(_ls.list, name):
            return getattr(_ls.list, name)(*args, **kwargs)
        if tp is dict and hasattr(_ds.dict, name):
            return getattr(_ds.dict, name)(*args, **kwargs)
        if tp is set and hasattr(_ss.set, name):
            return getattr(_ss.set, name)(*args, **kwargs)
        if tp is frozenset and hasattr(_ss.frozenset, name):
            return getattr(_ss.frozenset, name)(*args, **kwargs)
        if type(self) is tp and (tp is str or tp is tuple):
            # The method called on the value, worded as a method call (`str.startswith()
            # takes no keyword arguments`), as the descriptor's errors are.
            return _native.method_call(self, name, args[1:], kwargs)
        return getattr(self, name)(*args[1:], **kwargs)

    descriptor.__name__ = name
    descriptor.__qualname__ = f"{tname}.{name}"
    # What CPython's repr and type() call it: most special methods are slot wrappers.
    plain = not slot or name in _METHOD_DUNDERS or (tname, name) in _METHOD_SLOTS
    descriptor.__stridelab_descriptor__ = "method" if plain else "slot wrapper"
    return descriptor


# The special methods CPython defines as plain methods, not slot wrappers.
_METHOD_DUNDERS = {
    "__dir__", "__format__", "__getstate__", "__reduce__", "__reduce_ex__", "__sizeof__",
    "__getnewargs__", "__reversed__", "__ceil__", "__floor__", "__round__", "__trunc__",
    "__bytes__", "__complex__",
}
_METHOD_SLOTS = {
    ("list", "__getitem__"), ("dict", "__getitem__"), ("dict", "__contains__"),
    ("set", "__contains__"), ("frozenset", "__contains__"),
}
