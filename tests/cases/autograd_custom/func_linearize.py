# torch.func.linearize (the output and a function of tangents giving the Jacobian-vector
# product at the primals), with its argument checks; and torch.vmap is torch.func.vmap.
import torch
from torch.func import linearize, jvp
x = torch.tensor([0.3, -0.5, 1.2])
out, jvp_fn = linearize(torch.sin, x)
out
jvp_fn(torch.ones(3))
jvp_fn(torch.tensor([1., 2., 3.]))
def f(a, b):
    return (a * b).exp(), a.sum()
o2, fn2 = linearize(f, x, x * 2)
o2
fn2(torch.ones(3), torch.zeros(3))
fn2(torch.ones(3))
fn2(torch.ones(2), torch.ones(3))
fn2(torch.ones(3), torch.ones(3, dtype=torch.float64))
linearize(lambda a: a.sum(), 3.0)
torch.manual_seed(0)
w = torch.randn(3, requires_grad=True)
o3, fn3 = linearize(lambda a: a * w, x)
o3.requires_grad
fn3(torch.ones(3)).requires_grad
torch.vmap is torch.func.vmap
from torch import vmap as v2
v2 is torch.func.vmap
torch.vmap(torch.dot)(x.reshape(1, 3), x.reshape(1, 3))
