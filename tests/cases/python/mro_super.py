# super() and attribute lookup follow CPython's method resolution order (C3): in
# class D(B, C) a cooperative chain runs D, B, C, A (we ran D, B, A, skipping C), and a
# Dataset subclass's super().__init__() reaches object.__init__ (we raised).
import torch
import torch.utils.data as data

class A:
    def who(self):
        return "A"
class B(A):
    def who(self):
        return "B" + super().who()
class C(A):
    def who(self):
        return "C" + super().who()
class D(B, C):
    def who(self):
        return "D" + super().who()
D().who(), [k.__name__ for k in D.__mro__[:-1]]
log = []
class Base:
    def __init__(self):
        log.append('Base')
class Left(Base):
    def __init__(self):
        log.append('Left')
        super().__init__()
class Right(Base):
    def __init__(self):
        log.append('Right')
        super().__init__()
class Both(Left, Right):
    def __init__(self):
        log.append('Both')
        super().__init__()
Both()
log
class P:
    def greet(self):
        return 'P'
class Q(P):
    pass
class R(P):
    def greet(self):
        return 'R'
class S(Q, R):
    pass
S().greet(), [k.__name__ for k in S.__mro__[:-1]]
class Describe:
    def describe(self):
        return 'described ' + super().describe()
class Core:
    def describe(self):
        return 'core'
class Thing(Describe, Core):
    pass
Thing().describe()
class X: pass
class Y: pass
class Z(X, Y): pass
class W(Y, Z.__bases__[0]): pass
[k.__name__ for k in W.__mro__[:-1]]
class Level1(Z): pass
class Level2(Level1, Y): pass
[k.__name__ for k in Level2.__mro__[:-1]]
class Sized(data.Dataset):
    def __init__(self, n):
        super().__init__()
        self.n = n
    def __len__(self):
        return self.n
    def __getitem__(self, i):
        return torch.tensor([float(i)])
ds = Sized(3)
len(ds), ds[2], [b.tolist() for b in data.DataLoader(ds, batch_size=2)]
class Plain:
    def __init__(self):
        super().__init__()
        self.ok = True
Plain().ok
class Scaler:
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.scale = 2.0
class ScaledLinear(Scaler, torch.nn.Linear):
    def forward(self, x):
        return super().forward(x) * self.scale
torch.manual_seed(0)
sl = ScaledLinear(2, 1)
sl.scale, sl.weight.shape, [n for n, _ in sl.named_parameters()]
sl(torch.ones(1, 2)).shape
isinstance(sl, torch.nn.Linear), isinstance(sl, Scaler)
