# What an attack on the new object model found: super().__new__ and super().__init_subclass__
# from nn.Module subclasses, zero-argument super() in class methods and property accessors,
# the defaults a function shows, and the names of a dataclass's generated methods.
import torch
from torch import nn
from dataclasses import dataclass

class Tracked(nn.Module):
    made = 0
    def __new__(cls, *args, **kwargs):
        Tracked.made += 1
        return super().__new__(cls)
    def __init__(self, n):
        super().__init__()
        self.lin = nn.Linear(n, 1)
m = Tracked(3)
Tracked.made, len(list(m.parameters())), m(torch.ones(2, 3)).shape

class Registry(nn.Module):
    names = []
    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        Registry.names.append(cls.__name__)
class Block(Registry):
    def __init__(self):
        super().__init__()
        self.w = nn.Parameter(torch.ones(2))
Registry.names, [n for n, _ in Block().named_parameters()]

class Base:
    @classmethod
    def create(cls):
        return f"base {cls.__name__}"
    @property
    def label(self):
        return "base label"
class Child(Base):
    @classmethod
    def create(cls):
        return "child+" + super().create()
    @property
    def label(self):
        return "child+" + super().label
Child.create(), Child().label

def f(a, b=2, *, c=3):
    return a + b + c
def g(*, k=4):
    return k
def h(a, *args, d=5, **kw):
    return a
f.__defaults__, f.__kwdefaults__, g.__defaults__, g.__kwdefaults__, h.__defaults__, h.__kwdefaults__

@dataclass
class Point:
    x: int
    y: int = 0
Point.__init__.__qualname__, Point.__repr__.__qualname__, Point.__init__.__name__

class Props:
    @property
    def v(self):
        return self._v
    @v.setter
    def v(self, x):
        self._v = x * 10
    @v.deleter
    def v(self):
        self._v = -1
    @property
    def fixed(self):
        return 1
pp = Props()
pp.v = 2
pp.v
del pp.v
pp.v
try:
    del pp.fixed
except AttributeError as e:
    msg = str(e)
msg
