# torch.func transforms of functions that close over parameters requiring grad: the
# result keeps a graph to them, as PyTorch's does, so a penalty written with torch.func
# trains the parameters (a detached result left them without gradient).
import torch
from torch.func import grad, vjp, jacrev, jacfwd, hessian, grad_and_value

torch.manual_seed(0)
w = torch.randn(3, requires_grad=True)
x = torch.randn(3)
g = grad(lambda a: (a * w).sin().sum())(x)
g.requires_grad, g.grad_fn is not None
g.sum().backward()
w.grad
w.grad = None
gv = grad_and_value(lambda a: (a * w).sin().sum())(x)
gv[0].requires_grad, gv[1].requires_grad
jr = jacrev(lambda a: (a * w).sin())(x)
jr.requires_grad
jr.sum().backward()
w.grad
w.grad = None
jf = jacfwd(lambda a: (a * w).sin())(x)
jf.requires_grad
jf.sum().backward()
w.grad
w.grad = None
out, fn = vjp(lambda a: (a * w).sin(), x)
out.requires_grad
ct = fn(torch.ones(3))[0]
ct.requires_grad
(ct.sum() + out.sum()).backward()
w.grad
w.grad = None
h = hessian(lambda a: (a * w).sin().sum())(x)
h.requires_grad
h.sum().backward()
w.grad
# Nothing to keep: a function of its inputs alone, or a call under no_grad.
g2 = grad(lambda a: (a * 2).sin().sum())(x)
g2.requires_grad
jacrev(lambda a: a.sin())(x).requires_grad
with torch.no_grad():
    g3 = grad(lambda a: (a * w).sin().sum())(x)
g3.requires_grad
# A gradient penalty on a model's input gradient, written with torch.func.grad.
model = torch.nn.Sequential(torch.nn.Linear(3, 4), torch.nn.Tanh(), torch.nn.Linear(4, 1))
xs = torch.randn(5, 3)
pen = grad(lambda a: model(a).sum())(xs)
pen.requires_grad
((pen.norm(dim=1) - 1) ** 2).mean().backward()
[p.grad for p in model.parameters()]
