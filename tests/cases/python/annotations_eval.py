import typing
from typing import List, Optional


def f(a: int, b: "str" = "x", *args: float, k: Optional[int] = None, **kw: bool) -> List[int]:
    return [a]


repr(f.__annotations__)
repr(typing.get_type_hints(f))


def g(a, b):
    pass


g.__annotations__
g.__annotations__ is g.__annotations__
typing.get_type_hints(g)


def h(x: None) -> None:
    pass


repr(typing.get_type_hints(h))
repr(h.__annotations__)


class TT:
    def __class_getitem__(cls, item):
        return ("TT", cls.__name__, item)


TT["i"]
TT["i", "j"]


def uses(x: TT["batch", "d"]) -> TT["batch"]:
    return x


repr(uses.__annotations__)


def bad(x: undefined_name):
    pass


class Plain:
    pass


Plain[0]


class P:
    x: int
    y: "float" = 1.0

    def m(self, z: int) -> "P":
        return self


class Q(P):
    w: List[str]


repr(P.__annotations__)
repr(typing.get_type_hints(P))
repr(typing.get_type_hints(Q))
{k: v.__name__ for k, v in typing.get_type_hints(P.m).items()}
{k: v.__name__ for k, v in typing.get_type_hints(P().m).items()}
lam = lambda x: x
lam.__annotations__
import functools


@functools.wraps(f)
def wrapper(*a, **k):
    return f(*a, **k)


repr(wrapper.__annotations__)
f.__annotations__ = {"a": str}
repr(f.__annotations__)
f.__annotations__ = 3
y = 5
eval("y * 2 + 1")
eval("  [i * i for i in range(4)]")
eval("1, 2")
eval("x = 1")
eval("")
eval(3)


def scoped(q):
    return eval("q + y")


scoped(10)
eval("undefined_thing")
eval("y", {"y": 2})
eval("y + z", {"y": 2})
eval("len(a)", {"a": [1, 2]})
eval("y", None, {"y": 1})
typing.get_type_hints(3)
