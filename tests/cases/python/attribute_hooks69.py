# A class's __getattribute__ sees every attribute read; __getattr__ answers its AttributeError;
# object.__getattribute__ / super().__getattribute__ reach the generic lookup; __setattr__
# and __delattr__ overrides run before descriptors; hasattr/getattr(default) swallow only
# AttributeError.
class A:
    def __getattribute__(self, n):
        return 42
A().foo
getattr(A(), 'zzz')
hasattr(A(), 'q')
A().__class__
type(A()).__name__

class B:
    def __init__(self):
        self.x = 1
    def __getattribute__(self, n):
        if n == 'secret':
            raise AttributeError('nope')
        return object.__getattribute__(self, n)
    def __getattr__(self, n):
        return 'fallback ' + n
b = B()
(b.x, b.secret, b.missing)
object.__getattribute__(b, 'x')
object.__getattribute__(B(), 'nope')
object.__getattribute__(b, 5)
object.__getattribute__(3, 'real')

class C(B):
    def __getattribute__(self, n):
        return ('C', super().__getattribute__(n))
C().x

class Log:
    def __init__(self):
        self.log = []
    def __getattribute__(self, n):
        if n != 'log':
            object.__getattribute__(self, 'log').append(n)
        return object.__getattribute__(self, n)
    def m(self):
        return 5
lg = Log()
(lg.m(), lg.log)

class R:
    def __getattribute__(self, n):
        return self.foo
R().bar

class R2:
    def __getattr__(self, n):
        return self.missing
R2().x

class G:
    def __getattribute__(self, n):
        raise ValueError('boom')
hasattr(G(), 'a')
getattr(G(), 'a', 1)

class G2:
    def __getattribute__(self, n):
        raise AttributeError(n)
(hasattr(G2(), 'a'), getattr(G2(), 'a', 'dflt'))

class P:
    @property
    def p(self):
        raise AttributeError('inner')
    def __getattr__(self, n):
        return 'ga:' + n
P().p

class P0:
    @property
    def p(self):
        raise AttributeError('inner')
P0().p

class K:
    def __getattribute__(self, n):
        if n == '__class__':
            return int
        return object.__getattribute__(self, n)
(K().__class__, type(K()).__name__, isinstance(K(), K))

class S:
    def __setattr__(self, n, v):
        object.__setattr__(self, n, v * 2)
s = S()
s.a = 3
s.a

class S2:
    def __setattr__(self, n, v):
        super().__setattr__(n, v + 1)
s2 = S2()
s2.q = 1
s2.q

class P2:
    @property
    def p(self):
        return 1
    def __setattr__(self, n, v):
        self.__dict__['seen'] = (n, v)
p2 = P2()
p2.p = 5
(p2.p, p2.seen)

class D:
    def __delattr__(self, n):
        self.__dict__['deleted'] = n
d = D()
del d.zz
d.deleted

class D2:
    def __init__(self):
        self.k = 1
    def __delattr__(self, n):
        object.__delattr__(self, n)
d2 = D2()
del d2.k
hasattr(d2, 'k')

class DD:
    def __init__(self):
        self.w = 1
    def __delattr__(self, n):
        super().__delattr__(n)
dd = DD()
del dd.w
dd.__dict__
object.__delattr__(dd, 'nothere')

class Q:
    __slots__ = ('a',)
q = Q()
object.__setattr__(q, 'a', 3)
q.a
object.__setattr__(q, 'b', 3)

class Prop:
    def __init__(self):
        self._v = 0
    @property
    def v(self):
        return self._v
    @v.setter
    def v(self, x):
        self._v = x * 10
pr = Prop()
object.__setattr__(pr, 'v', 2)
pr.v

import torch
import torch.nn as nn
class M(nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = nn.Linear(2, 2)
    def __getattribute__(self, n):
        if n == 'answer':
            return 41
        return super().__getattribute__(n)
m = M()
(m.answer, type(m.lin).__name__, m.lin.weight.shape)
sorted(n for n, _ in m.named_parameters())

class Plain:
    def __init__(self):
        self.v = 3
pl = Plain()
(pl.__getattribute__('v'), getattr(pl, '__getattribute__')('v'), Plain.__getattribute__(pl, 'v'))
pl.__delattr__('v')
hasattr(pl, 'v')
class Sup(Plain):
    def __getattribute__(self, n):
        if n == 'y':
            return 'Y'
        return super(Sup, self).__getattribute__(n)
sp = Sup()
(sp.v, sp.y, object.__getattribute__(sp, '__dict__'))
class Proxy:
    def __init__(self, obj):
        object.__setattr__(self, '_obj', obj)
    def __getattribute__(self, n):
        if n == '_obj':
            return object.__getattribute__(self, n)
        return getattr(object.__getattribute__(self, '_obj'), n)
    def __setattr__(self, n, v):
        setattr(object.__getattribute__(self, '_obj'), n, v)
target = Plain()
px = Proxy(target)
px.v = 10
(px.v, target.v, Proxy([1, 2]).__class__.__name__, Proxy([1, 2]).count(2))
