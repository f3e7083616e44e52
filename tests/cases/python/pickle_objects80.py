# pickle of the script's own objects (stop 80): instances through copyreg's default
# (NEWOBJ, the __dict__ as BUILD's state), __reduce__, __getstate__/__setstate__, slots, a
# dataclass, namedtuple-like __getnewargs__, classes and functions by reference, at
# protocols 2 to 5. The oracle's harness runs a script in the builtins module, where
# CPython cannot find its classes, so these classes live in a module object the script
# registers in sys.modules (stridelab's own are in __main__, found as `python script.py`
# finds them).
import dataclasses
import pickle
import sys


class Mod:
    def __repr__(self):
        return "<module 'demo_mod80'>"


mod = Mod()
sys.modules["demo_mod80"] = mod


class P:
    def __init__(self, a):
        self.a = a


@dataclasses.dataclass
class D:
    x: int
    y: list


@dataclasses.dataclass(frozen=True)
class F:
    k: str


class R:
    def __init__(self, v):
        self.v = v

    def __reduce__(self):
        return (R, (self.v * 2,))


class G:
    def __init__(self):
        self.a, self.b = 1, 2

    def __getstate__(self):
        return {"a": self.a}

    def __setstate__(self, st):
        self.a = st["a"]
        self.b = "restored"


class S:
    __slots__ = ("u", "w")

    def __init__(self):
        self.u = 5


class Pair:
    def __init__(self, lo, hi):
        self.lo, self.hi = lo, hi

    def __getnewargs__(self):
        return (self.lo, self.hi)


class Empty:
    pass


class Named:
    def __reduce__(self):
        return "named"


def scale(x):
    return 2 * x


for c in (P, D, F, R, G, S, Pair, Empty, Named, scale):
    c.__module__ = "demo_mod80"
    setattr(mod, c.__name__, c)
named = Named()
mod.named = named
objs = [P(1), D(1, [2, 3]), F("k"), R(7), G(), S(), Pair(1, 2), Empty(), named, scale, P, [P(1), P(2)], {"p": P(3)}]
[pickle.dumps(o, protocol=p).hex() for p in (2, 3, 4, 5) for o in objs]
p1 = P([1, 2])
pickle.dumps([p1, p1, p1.a]).hex()
back = pickle.loads(pickle.dumps([P(1), D(1, [2]), F("z"), R(7), G(), S(), Pair(3, 4), Empty(), named, scale, P]))
back[0].a, back[1], back[2], back[3].v, back[4].a, back[4].b, back[5].u, hasattr(back[5], "w")
back[6].lo, back[6].hi, type(back[7]).__name__, back[8] is named, back[9](21), back[10] is P
q = pickle.loads(pickle.dumps([p1, p1], protocol=2))
q[0] is q[1], q[0].a
[pickle.loads(pickle.dumps(D(i, [i]), protocol=p)) for p, i in ((2, 1), (3, 2), (5, 3))]


def make_local():
    class L:
        pass
    return L


pickle.dumps(make_local()())
pickle.dumps(make_local())


class Lost:
    pass


Lost.__module__ = "demo_mod80"
pickle.dumps(Lost())
Other = type("Other", (), {})
Other.__module__ = "demo_mod80"
mod.Other = P
pickle.dumps(Other)
pickle.loads(b"\x80\x04\x8c\ndemo_mod80\x94\x8c\x04Nope\x94\x93\x94.")
pickle.loads(b"\x80\x04\x8c\x03zzz\x94\x8c\x01Q\x94\x93\x94.")
pickle.loads(b"\x80\x04\x95\x12\x00\x00\x00\x00\x00\x00\x00N.")
