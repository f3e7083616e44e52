import torch
from torch import nn
def caught(fn):
    try:
        fn()
    except RecursionError as e:
        return type(e).__name__
    return 'finished'
def plain(n):
    return plain(n + 1)
caught(lambda: plain(0))
def nested(n):
    for i in range(1):
        if n >= 0:
            while True:
                return nested(n + 1)
caught(lambda: nested(0))
class Adder:
    def __add__(self, o):
        return self.step(o)
    def step(self, n):
        return self + (n + 1)
caught(lambda: Adder() + 0)
def by_key(n):
    return sorted([1], key=lambda x: by_key(n + 1))[0]
caught(lambda: by_key(0))
class Deep(nn.Module):
    def forward(self, n):
        return self(n + 1)
caught(lambda: Deep()(0))
def gen(n):
    yield from gen(n + 1)
caught(lambda: list(gen(0)))
class Indexed:
    def __getitem__(self, n):
        return self[n + 1]
caught(lambda: Indexed()[0])
def mapped(n):
    return list(map(lambda k: mapped(k), [n + 1]))[0]
caught(lambda: mapped(0))
class Prop:
    @property
    def p(self):
        return self.p
caught(lambda: Prop().p)
def deco(fn):
    def wrapper(*a, **k):
        return fn(*a, **k)
    return wrapper
@deco
def wrapped(n):
    return wrapped(n + 1)
caught(lambda: wrapped(0))
class Chain:
    def __init__(self, n):
        self.next = Chain(n + 1)
caught(lambda: Chain(0))
def comp(n):
    return [comp(n + 1) for _ in range(1)][0]
caught(lambda: comp(0))
class Shown:
    def __repr__(self):
        return repr([[Shown()]])
caught(lambda: repr(Shown()))
def with_tensor(t):
    return with_tensor(t * 1 + 0)
caught(lambda: with_tensor(torch.ones(2)))
def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)
fact(60)
len(str(fact(60)))
def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)
depth(60)
