# Forward-over-reverse (probe 81, A4): the gradient of a function whose backward formula
# reads the op's own output (tanh, sigmoid, exp, sqrt, ...) carries the tangent (an HVP), as
# in PyTorch's gradgradcheck(check_fwd_over_rev=True) and the hvp recipes.
import torch
import torch.nn.functional as F
import torch.autograd.forward_ad as fwAD
from torch.func import jvp, grad

x = torch.tensor([0.5, 1.0, 2.0], dtype=torch.double, requires_grad=True)
v = torch.tensor([1.0, -0.5, 0.25], dtype=torch.double)

with fwAD.dual_level():
    g, = torch.autograd.grad(torch.tanh(fwAD.make_dual(x, v)).sum(), x, create_graph=True)
    hv = fwAD.unpack_dual(g).tangent
hv

def hvp_dual(f, x, v):
    with fwAD.dual_level():
        d = fwAD.make_dual(x.detach().requires_grad_(), v)
        g, = torch.autograd.grad(f(d), d, create_graph=True)
        return fwAD.unpack_dual(g).tangent.detach()

fns = {
    "tanh": lambda t: torch.tanh(t).sum(),
    "sigmoid": lambda t: torch.sigmoid(t).pow(2).sum(),
    "exp": lambda t: t.exp().sum(),
    "sqrt": lambda t: t.sqrt().sum(),
    "rsqrt": lambda t: t.rsqrt().sum(),
    "softmax": lambda t: (F.softmax(t, 0) * torch.arange(3.0, dtype=torch.double)).sum(),
    "log_softmax": lambda t: F.log_softmax(t, 0)[1],
    "elu": lambda t: F.elu(t - 1).pow(2).sum(),
    "silu": lambda t: F.silu(t).sum(),
    "tanh_chain": lambda t: torch.tanh(torch.tanh(t) * t).sum(),
}
[(name, hvp_dual(f, x, v)) for name, f in fns.items()]
[(name, jvp(grad(f), (x.detach(),), (v,))[1]) for name, f in fns.items()]
[(name, torch.autograd.gradgradcheck(lambda t: f(t).reshape(1), (x,), check_fwd_over_rev=True))
 for name, f in fns.items()]
torch.autograd.gradgradcheck(torch.tanh, (x,), check_fwd_over_rev=True)
torch.autograd.gradgradcheck(torch.sigmoid, (x,), check_fwd_over_rev=True)
torch.autograd.gradgradcheck(torch.exp, (x,), check_fwd_over_rev=True)
