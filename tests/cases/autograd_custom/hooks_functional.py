# Gradient hooks and torch.autograd.functional, as the autograd tutorials use them.
import torch
from torch.autograd.functional import hessian, hvp, jacobian, jvp, vhp, vjp

seen = []
x = torch.tensor([1., 2., 3.], requires_grad=True)
h = x.register_hook(lambda g: seen.append(g.clone()))
y = x * x
hy = y.register_hook(lambda g: g * 10)
y.retain_grad()
y.sum().backward()
x.grad
y.grad
seen
h.remove()
hy.remove()
x.grad = None
(x * x).sum().backward()
x.grad
len(seen)

w = torch.tensor([0.5, -1.0], requires_grad=True)
w.register_hook(lambda g: g.clamp(-0.1, 0.1))
loss = (w * torch.tensor([3., 4.])).sum()
loss.backward()
w.grad

z = torch.ones(2, requires_grad=True)
z2 = z * 2
z2.register_hook(lambda g: g + 1)
z2.register_hook(lambda g: g * 3)
(z2 * z2).sum().backward()
z.grad
torch.ones(2).register_hook(lambda g: g)
bad = torch.ones(2, requires_grad=True)
bad.register_hook(lambda g: g.sum())
(bad * 2).sum().backward()


def exp_reducer(t):
    return t.exp().sum(dim=1)


inputs = torch.tensor([[0.5, 1.], [2., 0.25]])
jacobian(exp_reducer, inputs)
jacobian(exp_reducer, inputs, create_graph=True).requires_grad


def exp_adder(a, b):
    return 2 * a.exp() + 3 * b


jacobian(exp_adder, (torch.tensor([1., 2.]), torch.tensor([0.5, 1.])))


def pow_reducer(t):
    return t.pow(3).sum()


hessian(pow_reducer, torch.tensor([[1., 2.], [0.5, 3.]]))
vjp(exp_reducer, inputs, torch.ones(2))
jvp(exp_reducer, inputs, torch.ones(2, 2))
hvp(pow_reducer, torch.tensor([1., 2.]), torch.ones(2))
vhp(pow_reducer, torch.tensor([1., 2.]), torch.ones(2))
jacobian(lambda a: a.sin(), torch.tensor(0.5))
vjp(exp_reducer, inputs)
jacobian(exp_reducer, [inputs])
