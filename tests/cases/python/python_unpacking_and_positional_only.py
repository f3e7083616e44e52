import torch
from collections import OrderedDict, Counter
defaults = {"lr": 0.1, "momentum": 0.9}
overrides = {"lr": 0.01}
{**defaults, **overrides}
{**defaults, "nesterov": True}
{"lr": 1.0, **overrides, "wd": 0}
{**OrderedDict([("a", 1), ("b", 2)])}
{**Counter("aab")}
{**{}}
{**[1, 2]}
{**None}
a = [1, 2, 2]
{*a, 3}
{*a, *range(4, 6)}
{*"ab", "c"}
sorted({*a})
def opt(lr, momentum=0.0, **rest):
    return (lr, momentum, sorted(rest))
opt(**defaults)
opt(**OrderedDict(lr=0.5, wd=1))
opt(**Counter(lr=2))
opt(**[1])
# positional-only parameters
def f(a, /, b):
    return a + b
f(1, 2)
f(1, b=2)
f(a=1, b=2)
def g(x, y=2, /, z=3, **kw):
    return (x, y, z, sorted(kw))
g(1)
g(1, 5, z=6)
g(1, y=7)
def h(p, q, /):
    return p * q
h(3, 4)
h(3, q=4)
h(p=3, q=4)
lam = lambda u, /, v=1: u - v
lam(5)
lam(5, v=2)
lam(u=5)
# torch calls with unpacked options
opts = {"dtype": torch.float64, "requires_grad": True}
t = torch.zeros(2, **opts)
t.dtype
t.requires_grad
torch.ones(3, **{**opts, "dtype": torch.float32}).dtype
