# Named tuples are read-only, as a training loop learns when it tries to update a batch
# field in place (attack on stop 60).
from typing import NamedTuple
import collections
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
def setx():
    p.x = 4
att(setx)
p, p[0], p.x
def setw():
    p.w = 1
att(setw)
att(lambda: P._make([1]))
att(lambda: P._make([1, 2, 3]))
N = collections.namedtuple("N", "a b")
n = N(1, 2)
def seta():
    n.a = 9
att(seta)
n, n[0], n.a
att(lambda: N._make([1]))
