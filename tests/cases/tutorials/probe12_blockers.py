# Reach probe 12's blockers (Raschka's LLMs-from-scratch, fastai course22p2, makemore,
# UvA DL tutorials 4-6, labml): a gradient adopted by AccumulateGrad is never a view (UvA
# tutorial 4's optimizer calls p.grad.detach_()), the types module's SimpleNamespace
# (UvA tutorial 5's hparams), classes deriving from list (fastai's Hooks(list)), and
# NumPy scalars as learning rates (UvA tutorial 6's CosineWarmupScheduler).
import torch
import torch.nn as nn
import numpy as np

# Linear's weight gradient is computed transposed, its bias gradient by a sum: both views
# before AccumulateGrad took them.
lin = nn.Linear(3, 2)
with torch.no_grad():
    lin.weight.copy_(torch.arange(6.0).view(2, 3) / 10)
    lin.bias.fill_(0.5)
lin(torch.arange(12.0).view(4, 3)).sum().backward()
lin.weight.grad._is_view()
lin.bias.grad._is_view()
lin.weight.grad
lin.weight.grad.detach_()._is_view()
lin.weight.grad.zero_()
w = torch.arange(6.0).view(3, 2).requires_grad_()
(w.t() * 2).sum().backward()
w.grad._is_view()
w.grad.stride()
w4 = torch.ones(2, 3, requires_grad=True)
w4.expand(4, 2, 3).sum().backward()
w4.grad._is_view()
w4.grad
w4.grad.detach_().requires_grad
# a view of a leaf is still refused
v = torch.ones(4)[1:]
try:
    v.detach_()
except RuntimeError as e:
    msg = str(e)
msg[:40]

# UvA tutorial 4's OptimizerTemplate.zero_grad
class OptimizerTemplate:
    def __init__(self, params, lr):
        self.params = list(params)
        self.lr = lr

    def zero_grad(self):
        for p in self.params:
            if p.grad is not None:
                p.grad.detach_()
                p.grad.zero_()

    @torch.no_grad()
    def step(self):
        for p in self.params:
            if p.grad is None:
                continue
            p.add_(-self.lr * p.grad)

opt = OptimizerTemplate(lin.parameters(), 0.1)
lin(torch.ones(2, 3)).sum().backward()
opt.step()
opt.zero_grad()
lin.weight
lin.weight.grad

from types import SimpleNamespace
import types
hp = SimpleNamespace(num_classes=10, act_fn_name="relu", act_fn=nn.ReLU)
hp.num_classes
hp.act_fn_name
repr(SimpleNamespace(a=1, b="x"))
hp.extra = [1, 2]
sorted(vars(hp))
SimpleNamespace(a=1) == SimpleNamespace(a=1)
SimpleNamespace(a=1) == SimpleNamespace(a=2)
try:
    SimpleNamespace(1)
except TypeError as e:
    msg = str(e)
msg
class HP(SimpleNamespace):
    pass
repr(HP(lr=0.1))
ns = SimpleNamespace()
ns.me = ns
repr(ns)
def f(): pass
isinstance(f, types.FunctionType)
isinstance(len, types.BuiltinFunctionType)
isinstance(types, types.ModuleType)
isinstance(lin.forward, types.MethodType)

# fastai's Hooks(list)
class Hooks(list):
    def __init__(self, ms, f): super().__init__([f(m) for m in ms])
    def __enter__(self, *args): return self
    def __exit__ (self, *args): self.remove()
    def __delitem__(self, i):
        self[i].clear()
        super().__delitem__(i)
    def remove(self):
        for h in self: h.clear()

with Hooks([1, 2, 3], lambda m: [m, m * 10]) as hooks:
    inside = [h[1] for h in hooks]
    n = len(hooks)
inside
n
hooks
isinstance(hooks, list)
issubclass(Hooks, list)
hooks = Hooks([1, 2, 3], lambda m: [m])
del hooks[0]
hooks
hooks[:1]
type(hooks[:1]).__name__
hooks.append([9])
hooks + [[0]]
[[0]] + hooks
hooks += [[7]]
type(hooks).__name__
hooks == [[2], [3], [9], [7]]
hooks.pop()
len(hooks)
sorted(hooks, reverse=True)
str(hooks)
class L(list):
    pass
l = L("abc")
l
l * 2
bool(L())
L([1, 2]) == L([1, 2])
L([3]) < [4]
try:
    L([1], 2)
except TypeError as e:
    msg = str(e)
msg
try:
    L([1]) + (2,)
except TypeError as e:
    msg = str(e)
msg
try:
    hash(L())
except TypeError as e:
    msg = str(e)
msg
class Quiet(list):
    def __init__(self, n):
        self.n = n
q = Quiet(3)
len(q)
q.append(1)
q
q.n
torch.tensor(list(L([1.0, 2.0])))
torch.stack(list(L([torch.ones(2), torch.zeros(2)])))

# A NumPy scalar as a learning rate
p = nn.Parameter(torch.ones(3))
opt = torch.optim.SGD([p], lr=np.float64(0.5))
p.grad = torch.full((3,), 2.0)
opt.step()
p
opt.param_groups[0]["lr"] = np.cos(np.pi / 3) * 0.1
opt.step()
p

class CosineWarmupScheduler(torch.optim.lr_scheduler._LRScheduler):
    def __init__(self, optimizer, warmup, max_iters):
        self.warmup = warmup
        self.max_num_iters = max_iters
        super().__init__(optimizer)

    def get_lr(self):
        lr_factor = self.get_lr_factor(epoch=self.last_epoch)
        return [base_lr * lr_factor for base_lr in self.base_lrs]

    def get_lr_factor(self, epoch):
        lr_factor = 0.5 * (1 + np.cos(np.pi * epoch / self.max_num_iters))
        if epoch <= self.warmup:
            lr_factor *= epoch * 1.0 / self.warmup
        return lr_factor

q = nn.Parameter(torch.ones(2))
adam = torch.optim.Adam([q], lr=1e-3)
sched = CosineWarmupScheduler(adam, warmup=2, max_iters=10)
lrs = []
for i in range(4):
    q.grad = torch.ones(2)
    adam.step()
    sched.step()
    lrs.append(round(float(adam.param_groups[0]["lr"]), 8))
lrs
q
type(adam.param_groups[0]["lr"]).__name__

# A container type's methods taken from the type: `list.__init__(self, xs)` in a list
# subclass, `str.lower` as a sort key, `list.append(l, x)`.
class Stack(list):
    def __init__(self, xs):
        list.__init__(self, xs)
    def append(self, x):
        list.append(self, x * 10)
s = Stack([1, 2])
s.append(3)
s
list.__len__(s)
l = [1]
list.append(l, 2)
l
list.__init__(l, (7, 8))
l
str.join(",", ["a", "b"])
sorted(["b", "A", "c"], key=str.lower)
list(map(str.strip, [" a ", "b "]))
dict.get({1: 2}, 1)
tuple.count((1, 1, 2), 1)
list.append.__name__
list.append.__qualname__
def err(f):
    try:
        f()
        return "no error"
    except Exception as e:
        return type(e).__name__ + ": " + str(e)
err(lambda: list.append())
err(lambda: list.append(5, 1))
err(lambda: str.upper(3))
err(lambda: list.__init__(5))
err(lambda: list.__init__())
err(lambda: list.bogus)
