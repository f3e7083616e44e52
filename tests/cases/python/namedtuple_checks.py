# namedtuple and typing.NamedTuple checks: field names, inheritance, __doc__, __getnewargs__.
from typing import NamedTuple
def att(f):
    try:
        r = f()
        return "ok" if r is None else r
    except Exception as e:
        return type(e).__name__ + ": " + str(e)
class P(NamedTuple):
    x: int
    y: int = 5
p = P(3)
P.__doc__
att(lambda: NamedTuple("D", [("a", int), ("a", int)]))
att(lambda: NamedTuple("R", [("class", int)]))
class Base:
    pass
def multi():
    class M(NamedTuple, Base):
        a: int
    return M
att(multi)
def odd():
    class I(NamedTuple):
        a: int = 1
        b: int
        c: int = 2
    return I
att(odd)
p.__getnewargs__()
