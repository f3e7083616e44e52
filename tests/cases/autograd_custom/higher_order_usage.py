# Higher-order gradients as PINN, WGAN-GP and Hessian code meets them (stop 54, from an
# attack on that stop's work): each statement differed from PyTorch before its fix.
import torch
import torch.nn.functional as F
import torch.autograd.forward_ad as fwAD
# A float32 input times a float64 constant: the create_graph gradient kept no graph (the
# engine's cast back to float32 was not recorded), so hessian() gave 0 and u_xx raised.
x = torch.tensor([0.5, 1.0, -2.0], requires_grad=True)
c = torch.tensor([1.0, 2.0, 3.0], dtype=torch.float64)
u = (x * c).sin().sum()
ux = torch.autograd.grad(u, x, create_graph=True)[0]
ux
ux.requires_grad
torch.autograd.grad(ux.sum(), x)
torch.autograd.functional.hessian(lambda t: (t * c).sin().sum(), x.detach())
x2 = torch.tensor([[1.0, 2.0], [3.0, 4.0]], dtype=torch.float64, requires_grad=True)
y2 = torch.tensor([[0.5, -1.0], [2.0, 1.0]], requires_grad=True)
gy = torch.autograd.grad((x2 * y2).pow(2).sum(), y2, create_graph=True)[0]
gy
torch.autograd.grad(gy.sum(), (x2, y2))
# The norm of a zero vector: a dropped g / 0 sent 0 * inf = NaN into the second derivative.
x = torch.zeros(3, requires_grad=True)
s = torch.tensor(2.0, requires_grad=True)
gx = torch.autograd.grad(s * x.norm(), x, create_graph=True)[0]
gx
torch.autograd.grad(gx.sum(), s)
x2 = torch.tensor([[0.0, 0.0], [3.0, 4.0]], requires_grad=True)
w = torch.tensor([1.5, -0.5], requires_grad=True)
gx2 = torch.autograd.grad((x2.norm(dim=1) * w).sum(), x2, create_graph=True)[0]
gx2.pow(2).sum().backward()
w.grad
# A ReLU network's second derivative w.r.t. its input is zeros (ATen's threshold_backward
# reads the result), not "appears to not have been used in the graph"; clamp the same.
torch.manual_seed(0)
net = torch.nn.Sequential(torch.nn.Linear(2, 4), torch.nn.ReLU(), torch.nn.Linear(4, 1))
xr = torch.tensor([[0.5, -0.3], [1.0, 2.0]], requires_grad=True)
ux = torch.autograd.grad(net(xr).sum(), xr, create_graph=True)[0]
ux.requires_grad
torch.autograd.grad(ux[:, 0].sum(), xr)
xc = torch.tensor([0.5, -1.0, 2.0], requires_grad=True)
gc = torch.autograd.grad(xc.clamp(-0.8, 1.0).pow(1).sum() + torch.relu(xc).sum(), xc, create_graph=True)[0]
torch.autograd.grad(gc.sum(), xc)
# Reverse mode through embedding's tangent (ATen's forward formula is the same embedding).
w = torch.tensor([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], dtype=torch.float64, requires_grad=True)
t = torch.tensor([[0.5, -1.0], [2.0, 1.0], [0.0, -2.0]], dtype=torch.float64, requires_grad=True)
idx = torch.tensor([0, 2, 2])
with fwAD.dual_level():
    d = fwAD.make_dual(w, t)
    p, tan = fwAD.unpack_dual(torch.nn.functional.embedding(idx, d))
tan
torch.autograd.grad((tan ** 2 + p * tan).sum(), (w, t), allow_unused=True)
def jv():
    e = torch.tensor([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], requires_grad=True)
    o, tg = torch.func.jvp(lambda m: torch.nn.functional.embedding(idx, m).tanh(), (e,), (torch.ones(3, 2),))
    return (tg.requires_grad, torch.autograd.grad(tg.sum(), e, allow_unused=True))
jv()

# Piecewise-linear ops: PyTorch's second derivative w.r.t. the input is zeros.
x2 = torch.tensor([0.5, -1.0, 2.0], requires_grad=True)
def dd(f):
    g = torch.autograd.grad(f(x2).sum(), x2, create_graph=True)[0]
    try:
        return (g.requires_grad, torch.autograd.grad(g.sum(), x2, allow_unused=True))
    except Exception as e:
        return str(e)
F = torch.nn.functional
dd(lambda t: F.leaky_relu(t, 0.2))
dd(torch.relu)
dd(F.hardtanh)
dd(F.relu6)
dd(lambda t: F.threshold(t, 0.1, 2.0))
dd(lambda t: F.softshrink(t, 0.6))
dd(lambda t: F.hardshrink(t, 0.6))
dd(lambda t: F.max_pool1d(t.reshape(1, 1, 3), 2))
dd(lambda t: F.adaptive_max_pool1d(t.reshape(1, 1, 3), 2))
dd(lambda t: F.nll_loss(t.reshape(1, 3), torch.tensor([1])))
# WGAN-GP with LeakyReLU: the gradient penalty's second-order terms reach every parameter
# (zeros where PyTorch's are zeros, not None, so Adam's state moves as PyTorch's does).
torch.manual_seed(0)
critic = torch.nn.Sequential(torch.nn.Linear(3, 8), torch.nn.LeakyReLU(0.2), torch.nn.Linear(8, 1))
real, fake = torch.randn(4, 3), torch.randn(4, 3)
alpha = torch.rand(4, 1)
mixed = (alpha * real + (1 - alpha) * fake).requires_grad_(True)
gmix = torch.autograd.grad(critic(mixed).sum(), mixed, create_graph=True)[0]
penalty = ((gmix.norm(2, dim=1) - 1) ** 2).mean()
penalty.backward()
[p.grad is None for p in critic.parameters()]
[round(p.grad.abs().sum().item(), 5) for p in critic.parameters()]
# An op that saves its result (tanh, exp, sigmoid, ...) read under create_graph: its input
# changed in place after use must not change the gradient (it was recomputed from it).
xi = torch.tensor([0.3, -0.4], dtype=torch.float64, requires_grad=True)
def first_grad(create_graph):
    h = xi * 1.0
    y = h.tanh()
    h.add_(1.0)          # in-place update of the tanh input after use (tanh saves its result)
    return torch.autograd.grad(y.sum(), xi, create_graph=create_graph)[0]
first_grad(False)
first_grad(True)
def first_grad_exp(create_graph):
    u = xi.clone()
    u.copy_(u.exp())
    return torch.autograd.grad(u.pow(2).sum(), xi, create_graph=create_graph)[0]
first_grad_exp(False)
first_grad_exp(True)
def f(t):
    u = t.clone()
    y = u.sigmoid()
    u.mul_(2.0)
    return y.pow(2).sum()
torch.autograd.functional.hessian(f, xi.detach())
torch.autograd.functional.hvp(f, xi.detach(), torch.ones(2, dtype=torch.float64))[1]
