# Found by a hostile review of this stop's changes: a decorator's wrapper stored as a
# method kept losing its closure, a generator's return value reached StopIteration as a
# string, super().__init__(a=1) at object was accepted, bases with no consistent order were
# accepted, a 0-d index in scatter_reduce wrote element 0, and gather refused an empty index.
import torch

def logged(fn):
    def w(*a):
        return ('logged', fn(*a))
    return w
class M:
    @logged
    def f(self):
        return 1
    def g(self):
        return 2
M().f(), M().g()
def gen():
    yield 1
    return 5
g = gen()
next(g)
try:
    next(g)
except StopIteration as e:
    got = (e.value, type(e.value).__name__, e.args)
got
def gen2():
    yield 1
    return [1, 2]
g2 = gen2()
next(g2)
try:
    next(g2)
except StopIteration as e:
    got2 = e.value
got2
class Kw:
    def __init__(self, **kw):
        super().__init__(**kw)
Kw()
Kw(a=1)
class A: pass
class B(A): pass
class Bad(A, B): pass
class Dup(A, A): pass
class Good(B, A): pass
[k.__name__ for k in Good.__mro__[:-1]]
torch.ones(3).scatter_reduce(0, torch.tensor(1), torch.tensor(7.), 'sum')
torch.ones(3).scatter_reduce(0, torch.tensor(2), torch.tensor(7.), 'amax')
torch.arange(6.).reshape(2, 3).gather(1, torch.zeros(0, dtype=torch.long))
torch.arange(6.).reshape(2, 3).gather(1, torch.zeros(3, 0, dtype=torch.long)).shape
class L0:
    def who(self):
        return 0
prev = L0
for i in range(1, 800):
    left = type('Left%d' % i, (prev,), {})
    right = type('Right%d' % i, (prev,), {})
    prev = type('Join%d' % i, (left, right), {})
obj = prev()
obj.who(), len(type(obj).__mro__)
