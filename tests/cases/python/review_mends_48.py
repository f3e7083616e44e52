import torch
type(torch.Tensor) is type
type(torch.nn.Parameter) is type
type(torch.Tensor).__name__
isinstance(torch.Tensor, type)
type(torch.Size) is type
a = torch.nn.Parameter(torch.ones(2))
b = torch.nn.Parameter(torch.ones(3))
a.grad = torch.ones(2)
opt = torch.optim.SGD([a, b], lr=0.1, momentum=0.9)
opt.state[a]
b in opt.state
a in opt.state
opt.step()
a in opt.state, b in opt.state
opt.state[a] = {}
opt.step()
a
opt.state[a]["momentum_buffer"] = None
opt.state[a]["note"] = "kept"
opt.step()
sorted(opt.state[a])
a
lin = torch.nn.Linear(2, 2)
lin.forward = lambda x: "patched"
lin(torch.ones(2))
class Twice(torch.nn.Module):
    def forward(self, x):
        return x * 2
m = Twice()
m(torch.ones(1))
m.forward = lambda x: x + 100
m(torch.ones(1))
class K:
    zz = 1
    aa = 2
    def mm(self):
        pass
[k for k in vars(K) if not k.startswith("__")]
list({2**64, 32, 15, 63})
list({8 >> 0, 32, 15, 63})
list({not True, 3, 11, 19})
list({1 << 3, 32, 15, 63})
list({8 | 0, 32, 15, 63})
class U:
    pass
U.__bases__
class W:
    __slots__ = ("a",)
w = W()
w.a = 1
w.a
w.b = 2
w.__dict__
class WD:
    __slots__ = ("a", "__dict__")
wd = WD()
wd.b = 3
wd.__dict__
class Base:
    pass
class Sub(Base):
    __slots__ = ("x",)
s = Sub()
s.y = 4
s.__dict__
list(vars(torch.nn.Module()))
list(vars(torch.nn.Linear(2, 3)))
