# types: CPython 3.11's SimpleNamespace (written in C there) and the names of the
# interpreter's own object types, taken from objects of those types as CPython's
# Lib/types.py does.

import sys as _sys


class SimpleNamespace:
    def __init__(self, *args, **kwargs):
        if args:
            raise TypeError("no positional arguments expected")
        self.__dict__.update(kwargs)

    def __repr__(self):
        name = "namespace" if type(self) is SimpleNamespace else type(self).__name__
        key = id(self)
        if key in _repr_running:
            return name + "(...)"
        _repr_running.add(key)
        try:
            items = ", ".join(f"{k}={v!r}" for k, v in self.__dict__.items())
        finally:
            _repr_running.discard(key)
        return f"{name}({items})"

    def __eq__(self, other):
        if isinstance(self, SimpleNamespace) and isinstance(other, SimpleNamespace):
            return self.__dict__ == other.__dict__
        return NotImplemented

    __hash__ = None


_repr_running = set()


def _f():
    pass


def _g():
    yield 1


class _C:
    def _m(self):
        pass


FunctionType = type(_f)
LambdaType = type(lambda: None)
MethodType = type(_C()._m)
BuiltinFunctionType = type(len)
BuiltinMethodType = type([].append)
GeneratorType = type(_g())
ModuleType = type(_sys)
NoneType = type(None)
NotImplementedType = type(NotImplemented)
EllipsisType = type(Ellipsis)

del _f, _g, _C
