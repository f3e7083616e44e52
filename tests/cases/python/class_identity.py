# isinstance, issubclass, except clauses and the reflected-operand rule match classes by
# identity, as CPython does: a class redefined under the same name (a notebook cell run
# twice) or two classes from one factory are different classes.
class A:
    pass
A2 = A
class A:
    pass
isinstance(A(), A2)
isinstance(A2(), A)
type(A()) is A2
issubclass(A, A2)
def make():
    class B:
        pass
    return B
B1 = make()
B2 = make()
isinstance(B1(), B2)
issubclass(B1, B2)
try:
    raise B1 if False else ValueError("x")
except ValueError as e:
    r = "caught"
r
class E(Exception):
    pass
E1 = E
class E(Exception):
    pass
try:
    raise E1("a")
except E:
    r2 = "wrong"
except E1:
    r2 = "right"
r2
import torch
import torch.nn as nn
m = nn.Linear(2, 3)
isinstance(m, nn.Linear)
isinstance(m, nn.Module)
class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.l = nn.Linear(2, 2)
n = Net()
isinstance(n, nn.Module)
isinstance(n, Net)
[type(c).__name__ for c in n.modules() if isinstance(c, nn.Linear)]
class V:
    def __init__(self, x): self.x = x
    def __add__(self, o): return "V.add"
    def __radd__(self, o): return "V.radd"
class W(V):
    def __radd__(self, o): return "W.radd"
V(1) + W(2)
V1 = V
class V(V1):
    def __radd__(self, o): return "newV.radd"
V1(1) + V(2)
import collections
isinstance(collections.OrderedDict(), dict)
isinstance(collections.defaultdict(int), collections.defaultdict)
try:
    raise KeyError("k")
except LookupError:
    r3 = "lookup"
r3
class MyErr(ValueError):
    pass
try:
    raise MyErr("m")
except ValueError as e:
    r4 = type(e).__name__
r4
issubclass(MyErr, Exception)
