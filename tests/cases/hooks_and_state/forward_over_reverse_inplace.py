# Forward over reverse through in-place unary ops: the saved result of `exp_`/`tanh_` is
# the tensor itself, and it carries the tangent just written to it (a Hessian-vector
# product through them was zero or wrong before).
import torch
from torch.func import jvp, grad

x = torch.tensor([0.3, -0.5, 1.2])
v = torch.tensor([1.0, 2.0, -1.0])


def f(a):
    b = a * 2
    b.exp_()
    return b.sum()


jvp(grad(f), (x,), (v,))


def g(a):
    b = a * 1
    b.tanh_()
    return (b * b).sum()


jvp(grad(g), (x,), (v,))


def h(a):
    b = a.clone()
    b.sigmoid_()
    b.mul_(a)
    return b.sum()


jvp(grad(h), (x,), (v,))
torch.autograd.functional.hvp(h, x, v)


def k(a):
    b = a * 3
    b.sin_()
    b.sqrt_() if False else b.abs_()
    return b.pow(2).sum()


jvp(grad(k), (x,), (v,))
