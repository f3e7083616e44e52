import torch
import math

# Inverse hyperbolic functions: the usual domain checks and a few famous values.
x = torch.tensor([1.0, 1.5, 2.0, 10.0, 1e10, float('inf')])
torch.acosh(x)
torch.acosh(torch.tensor([0.5, -1.0, float('nan')]))
y = torch.tensor([-3.0, -0.5, -0.0, 0.0, 1e-8, 0.5, 3.0, 1e20])
torch.asinh(y)
torch.asinh(y).sign()
z = torch.tensor([-1.0, -0.9, -1e-8, 0.0, 0.25, 0.999, 1.0, 1.5])
torch.atanh(z)
torch.arcsinh(torch.tensor([2.0]))
torch.arccosh(torch.tensor([2.0]))
torch.arctanh(torch.tensor([0.5]))
torch.asinh(torch.arange(4))
torch.acosh(torch.tensor([1, 2, 3], dtype=torch.int32)).dtype
torch.atanh(torch.tensor([0.5], dtype=torch.float64))
torch.asinh(torch.tensor([0.5, 2.0], dtype=torch.float16))
t = torch.tensor([0.1, 0.2, 0.3])
t.atanh_()
t
t.tanh()
torch.tensor([2.0]).acosh().cosh()
math.asinh(2.0)
math.acosh(2.0)
math.atanh(0.5)

# Gradients (derivatives.yaml's formulas).
a = torch.tensor([1.5, 2.0, 4.0], requires_grad=True)
b = torch.tensor([-2.0, 0.0, 3.0], requires_grad=True)
c = torch.tensor([-0.5, 0.0, 0.75], requires_grad=True)
out = torch.acosh(a).sum() + torch.asinh(b).sum() + torch.atanh(c).sum()
out.backward()
a.grad
b.grad
c.grad
torch.acosh(a).grad_fn.name()
torch.asinh(b).grad_fn.name()
torch.atanh(c).grad_fn.name()
torch.atanh(torch.tensor([1.0], requires_grad=True)).grad_fn.name()

# torch.special: PyTorch's aliases keep the torch op's node.
s = torch.tensor([-2.0, -0.5, 0.0, 0.5, 2.0], requires_grad=True)
torch.special.expit(s)
torch.special.erf(s)
torch.special.erfc(s)
torch.special.erfinv(s / 4)
torch.special.exp2(s)
torch.special.expm1(s)
torch.special.log1p(s + 3)
torch.special.sinc(s)
torch.special.round(s * 1.37, decimals=1)
torch.special.logit(torch.tensor([0.1, 0.5, 0.9]))
torch.special.logit(torch.tensor([0.0, 1.0]), eps=1e-6)
torch.special.xlogy(torch.tensor([0.0, 1.0, 2.0]), torch.tensor([0.0, 2.0, 3.0]))
torch.special.softmax(torch.tensor([[1.0, 2.0, 3.0]]), dim=1)
torch.special.log_softmax(torch.tensor([[1.0, 2.0, 3.0]]), 1)
torch.special.softmax(torch.tensor([1, 2, 3]), 0, dtype=torch.float64)
torch.special.logsumexp(torch.tensor([[1.0, 2.0], [3.0, 4.0]]), 1)
torch.special.logsumexp(torch.tensor([[1.0, 2.0], [3.0, 4.0]]), dim=0, keepdim=True)
torch.special.ndtr(torch.tensor([-3.0, -1.0, 0.0, 1.0, 3.0]))
torch.special.ndtr(torch.tensor([0, 1]))
torch.special.entr(torch.tensor([-1.0, 0.0, 0.5, 1.0, 2.0, float('nan')]))
torch.special.entr(torch.tensor([1, 2]))
torch.special.xlog1py(torch.tensor([0.0, 1.0, 2.0, 0.0]), torch.tensor([-1.0, 0.5, 3.0, float('nan')]))
torch.special.xlog1py(2.0, torch.tensor([1.0, 3.0]))
torch.special.xlog1py(torch.tensor([1.0, 3.0]), 2)
torch.special.expit(s).grad_fn.name()
torch.special.erf(s).grad_fn.name()
torch.special.ndtr(s).grad_fn.name()
torch.special.entr(s).grad_fn.name()
torch.special.xlog1py(s, s).grad_fn.name()
torch.special.xlog1py(2.0, s).grad_fn.name()
torch.special.xlog1py(s, 2.0).grad_fn.name()
g = torch.tensor([0.5, 1.0, 2.0], requires_grad=True)
(torch.special.entr(g).sum() + torch.special.ndtr(g).sum() + torch.special.xlog1py(g, g).sum()).backward()
g.grad
from torch.special import expit, ndtr
expit(torch.tensor([0.0]))
ndtr(torch.tensor([0.0]))
import torch.special
torch.special.expit(torch.zeros(2))
torch.special.nonexistent
torch.special.entr(3.0)
torch.special.softmax(torch.ones(2))

# erfc is its own function: far in the tail 1 - erf would be 0.
torch.erfc(torch.tensor([-2.0, 0.0, 0.5, 5.0, 10.0]))
torch.erfc(torch.tensor([3.0], dtype=torch.float64))
torch.tensor([1.0, 4.0]).erfc()
e = torch.tensor([0.5, 1.0], requires_grad=True)
torch.erfc(e).sum().backward()
e.grad
math.erfc(3.0)

# round(decimals=): scaled, rounded half to even and scaled back, one node.
torch.round(torch.tensor([0.125, 2.675, 1250.0, -35.0, 1350.0]), decimals=-2)
torch.round(torch.tensor([0.125, 2.675, 1.005]), decimals=2)
torch.round(torch.tensor([0.5, 1.5, 2.5]), decimals=0)
torch.round(torch.tensor([0.5], requires_grad=True), decimals=0).grad_fn.name()
torch.round(torch.tensor([15, 25]), decimals=-1)
math.asinh(-0.0)
math.acosh(0.5)
math.atanh(1.0)
math.asin(2.0)
math.exp(1000.0)
math.log10(0.0)
math.degrees(1e308)
