import torch
from collections import Counter
# torch.set_grad_enabled as a context manager restores the mode it found
with torch.set_grad_enabled(False):
    inside = torch.is_grad_enabled()
inside
torch.is_grad_enabled()
torch.set_grad_enabled(False)
torch.is_grad_enabled()
torch.set_grad_enabled(True)
phase = 'val'
w = torch.ones(2, requires_grad=True)
with torch.set_grad_enabled(phase == 'train'):
    out = (w * 3).sum()
out.requires_grad
torch.is_grad_enabled()
with torch.no_grad():
    with torch.set_grad_enabled(True):
        inner = torch.is_grad_enabled()
    after = torch.is_grad_enabled()
(inner, after, torch.is_grad_enabled())
# `or`/`and` answer with the last operand untested
None or torch.ones(3)
0 or torch.zeros(2)
[1] and torch.ones(2)
log = []
hook = lambda g: log.append(g) or g * 2
hook(torch.ones(2))
len(log)
torch.ones(3) if (0 and 1) else 5
# as_tensor shares a tensor's memory
a = torch.arange(3.)
b = torch.as_tensor(a)
b[0] = 99.
a
b is a
c = torch.as_tensor(a, dtype=torch.float64)
c[1] = -1.
a
c
g = torch.tensor([1., 2.], requires_grad=True)
torch.as_tensor(g) is g
torch.as_tensor(g, dtype=torch.float64).grad_fn.name()
# 0-d tensors format as numbers
f"{torch.tensor(2.5)}"
"{}".format(torch.tensor(3))
f"{torch.tensor(True)}"
f"{torch.tensor(0.123456):.3f}"
f"{torch.tensor(2.5):>8}|"
f"{torch.tensor([1.5, 2.0])}"
f"{torch.tensor([1.5, 2.0]):>8}"
format(torch.tensor(7), "03d")
"{:>5}".format(None)
f"{None}"
class Money:
    def __init__(self, v):
        self.v = v
    def __format__(self, spec):
        return "$" + format(self.v, spec)
f"{Money(3.14159):.2f}"
f"{Money(2)}"
# printf-style formatting
"%5s|%-5d|" % ("ab", 42)
"%-10s|" % "ab"
"%-6.2f|" % 3.14159
"%.3s" % "abcdef"
"%05d" % -42
"%+d %+d" % (5, -5)
"% d" % 7
"%x %X %o %#x %#o" % (255, 255, 8, 255, 8)
"%e %E" % (12345.678, 0.00012)
"%g %G" % (0.0001234, 1e20)
"%c%c" % (72, "i")
"%*d|%-*d|" % (5, 1, 4, 2)
"%.*f" % (2, 3.14159)
"%(name)s is %(age)d" % {"name": "Ann", "age": 30}
"%d" % 3.99
"%d%%" % 50
"%.2f" % torch.tensor(3.14159)
"%d" % torch.tensor(7)
"%s" % torch.tensor([1, 2])
"%.3d" % 5
"%d" % "3"
"%f" % "x"
"%d %d" % (1,)
"%d" % (1, 2)
"abc" % []
"%q" % 1
"%x" % 1.5
# format's # and _
"{:#x} {:#o} {:#b}".format(255, 8, 5)
f"{255:#010x}"
"{:_}".format(1234567)
f"{0xdeadbeef:_x}"
f"{1234567.891:_.2f}"
f"{-255:#x}"
f"{2**70:#x}"
# Counter equality ignores zero counts (Python 3.10+)
Counter({'x': 2}) == Counter({'x': 2, 'y': 0})
Counter('aab') == Counter('aba')
Counter('ab') != Counter('a')
+Counter({'a': 2, 'b': -1, 'c': 0})
-Counter({'a': 2, 'b': -1})
# list.count / index / remove use a class's own __eq__
class K:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return isinstance(o, K) and o.v == self.v
    def __repr__(self):
        return f"K({self.v})"
[K(1), K(1), K(2)].count(K(1))
[K(1), K(2)].index(K(2))
(K(1), K(2), K(1)).count(K(1))
(K(3), K(2)).index(K(2))
items = [K(1), K(2), K(3)]
items.remove(K(2))
items
K(5) in [K(4), K(5)]
[K(1)].index(K(9))
# torch.tensor(None)
torch.tensor(None)
torch.tensor([1, None])
