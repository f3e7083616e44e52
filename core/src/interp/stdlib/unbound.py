# A built-in container type's method taken from the type (`list.append(l, 3)`,
# `str.upper(s)`, `list.__init__(self, xs)` in a list subclass), as CPython's method
# descriptors and slot wrappers behave: the first argument must be an instance of the type.
# list's and dict's methods run the stand-ins' code (stdlib/list_stand_in.py,
# stdlib/dict_stand_in.py), which reaches a plain container or a subclass instance's items
# without going through a subclass's overrides (`dict.__setitem__(self, k, v)` inside a
# subclass's own `__setitem__`).

import _list_stand_in as _ls
import _dict_stand_in as _ds


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
        return getattr(self, name)(*args[1:], **kwargs)

    descriptor.__name__ = name
    descriptor.__qualname__ = f"{tname}.{name}"
    return descriptor
