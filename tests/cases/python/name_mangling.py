# Private names are mangled with their class, as CPython compiles them: a subclass's
# self.__secret is not its base's (we let it overwrite the base's, a silent wrong value),
# and a module's self.__w parameter is named '_Lin__w'.
import torch

class M:
    def __init__(self):
        self.__secret = 1
    def get(self):
        return self.__secret
class M2(M):
    def __init__(self):
        super().__init__()
        self.__secret = 99
    def mine(self):
        return self.__secret
m2 = M2()
m2.get(), m2.mine(), sorted(k for k in vars(m2))
m = M()
hasattr(m, '__secret'), hasattr(m, '_M__secret'), m._M__secret
m.__secret
class Lin(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.__w = torch.nn.Parameter(torch.ones(2))
        self.__hidden = 3
    def forward(self, x):
        return x * self.__w + self.__hidden
lin = Lin()
[n for n, _ in lin.named_parameters()], list(lin.state_dict().keys())
lin(torch.ones(2))
class _Under:
    def __init__(self):
        self.__a = 'a'
    def __check(self):
        return f"{self.__a}!"
    def run(self):
        return self.__check()
u = _Under()
u.run(), sorted(vars(u)), hasattr(u, '_Under__check')
class ___:
    def __init__(self):
        self.__x = 5
sorted(vars(___()))
class Outer:
    class __Inner:
        pass
    def make(self):
        return self.__Inner.__name__
hasattr(Outer, '_Outer__Inner'), hasattr(Outer, '__Inner')
class Kw:
    def f(self, __p=1):
        return __p
    def g(self):
        return self.f(__p=7)
Kw().f(), Kw().f(_Kw__p=4)
class Dunder:
    def __init__(self):
        self.__dict_like__ = 1
        self.__ = 2
        self._single = 3
sorted(vars(Dunder()))
class Counter:
    __count = 0
    @classmethod
    def bump(cls):
        cls.__count += 1
        return cls.__count
Counter.bump(), Counter.bump(), Counter._Counter__count
def outside(obj):
    return obj.__secret
outside(m)
