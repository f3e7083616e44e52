# List, set and dict comprehensions run in their own scope, as in CPython 3: their loop
# variables do not leak (we overwrote the caller's `n` and `x`; found by a reach probe and a
# review), `:=` binds in the scope around them, and a class body's names stay invisible.
import torch

n = 5
names = [n for n in ['a', 'b']]
n, names
x = torch.ones(3)
ys = [x * 2 for x in range(3)]
x, ys
{k for k in range(3)}, {k: k * k for k in range(3)}
k
def f():
    m = 1
    r = [m for m in range(4)]
    return m, r
f()
def g():
    r = [q for q in range(2)]
    return q
g()
[[i * j for j in range(3)] for i in range(2)]
i
[(i, j) for i in range(2) for j in range(i, 3) if i != j]
fs = [lambda: i for i in range(3)]
[h() for h in fs]
fs2 = [lambda i=i: i for i in range(3)]
[h() for h in fs2]
total = 0
[total := total + v for v in [1, 2, 3]]
total
def walrus_in_function():
    seen = [last := w for w in 'abc']
    return seen, last
walrus_in_function()
[y for y in range(3) if (z := y * 10) > 5]
z
scale = 3
def uses_enclosing():
    base = 10
    return [base + scale * t for t in range(3)]
uses_enclosing()
class Config:
    sizes = [1, 2, 3]
    doubled = [s * 2 for s in sizes]
    factor = 4
    try:
        scaled = [s * factor for s in sizes]
    except NameError as e:
        scaled = str(e)
    pairs = {s: s for s in sizes}
    total = sum(s for s in sizes)
    try:
        gen = list(s * factor for s in sizes)
    except NameError as e:
        gen = str(e)
Config.doubled, Config.scaled, Config.pairs, Config.total, Config.gen
class Model(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = torch.nn.ModuleList([torch.nn.Linear(2, 2) for _ in range(3)])
        self.names = [type(layer).__name__ for layer in self.layers]
    def forward(self, x):
        outs = [layer(x).shape for layer in self.layers]
        return outs
m = Model()
m.names, m(torch.ones(1, 2))
layer = 'kept'
sizes = [p.numel() for layer in m.layers for p in layer.parameters()]
layer, sizes
class Base:
    def who(self):
        return 'base'
class Child(Base):
    def whos(self):
        return [super().who() for _ in range(2)]
Child().whos()
err = 'outer'
[err for err in range(1)]
err
