# torch.func transforms and what the transformed function reaches outside itself (an attack
# found each of these; each failed before its fix): auxiliary outputs keep their graph to a
# parameter, inference mode does not reach inside a transform, and in-place writes to
# captured memory (a global buffer, a parameter's .data, a BatchNorm's running statistics)
# are refused as PyTorch refuses them, leaving the captured tensor as it was.
import torch
from torch.func import grad, jacrev, jacfwd, vjp, jvp

torch.manual_seed(0)
w = torch.randn(3, requires_grad=True)
x = torch.randn(3)


def f(a):
    o = a * w
    return o.sum(), o


g, aux = grad(f, has_aux=True)(x)
aux.requires_grad
aux.sum().backward()
w.grad
w.grad = None


def f2(a):
    o = a * w
    return o.sum(), (o, a * 2)


g2, aux2 = grad(f2, has_aux=True)(x)
aux2[0].requires_grad, aux2[1].requires_grad


def f3(a):
    o = (a * w).sin()
    return o, o.sum()


J, aux3 = jacrev(f3, has_aux=True)(x)
aux3.requires_grad
out, fn, aux4 = vjp(f3, x, has_aux=True)
aux4.requires_grad
_, t, aux5 = jvp(f3, (x,), (torch.ones(3),), has_aux=True)
aux5.requires_grad

with torch.inference_mode():
    gi = grad(lambda a: (a * w).sin().sum())(x)
    Ji = jacrev(lambda a: (a * w).sin())(x)
    gi2 = grad(lambda a: (a * a).sum())(x)
gi
Ji
gi2
gi.is_inference(), Ji.is_inference(), gi2.is_inference()

c = torch.zeros(3)


def writes(a):
    c.add_(a)
    return a.sum()


grad(writes)(x)
c
c.requires_grad, c.grad_fn is None, c.is_leaf


def writes_scalar(a):
    c.add_(1)
    return a.sum()


grad(writes_scalar)(x)
jacrev(lambda a: c.mul_(2) + a)(x)
jacfwd(lambda a: c.mul_(2) + a)(x)
vjp(lambda a: c.sub_(a), x)


def sets(a):
    c[0] = 5.0
    return a.sum()


grad(sets)(x)


def augmented(a):
    global c
    c += a
    return a.sum()


grad(augmented)(x)
c


def data_write(a):
    w.data.mul_(2)
    return (a * w).sum()


grad(data_write)(x)
w


def fresh(a):
    z = torch.zeros(3)
    z.add_(a)
    z[0] = 1.0
    b = a.clone()
    b.mul_(2)
    return (z * b).sum()


grad(fresh)(x)

bn = torch.nn.BatchNorm1d(3)
xb = torch.randn(4, 3)
grad(lambda a: bn(a).pow(2).sum())(xb).detach()
bn.running_mean, bn.num_batches_tracked
bn.eval()
grad(lambda a: bn(a).pow(2).sum())(xb).detach()
