# torch.func.jvp as scripts use it, on ops whose double backward is not differentiable.
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.func import jvp, functional_call
from torch.autograd.functional import jvp as ajvp, hvp
torch.manual_seed(0)
x = torch.randn(3, 4)
v = torch.randn(3, 4)
idx = torch.tensor([2, 0])
y = torch.tensor([0, 3, 1])
# torch.func.jvp runs forward mode itself (stop 53): each tangent below was zero or wrong
# when it was computed by double backward.
jvp(lambda a: a[idx], (x,), (v,))[1]
jvp(lambda a: F.embedding(idx, a), (x,), (v,))[1]
jvp(lambda a: F.cross_entropy(a, y), (x,), (v,))[1]
jvp(lambda a: a.cumprod(1), (x,), (v,))[1]
jvp(lambda a: torch.linalg.inv(a[:, :3] + 3 * torch.eye(3)), (x,), (v,))[1]
jvp(lambda a: a.double(), (x,), (v,))[1]
jvp(lambda a: torch.block_diag(a, a), (x,), (v,))[1]
def f_nograd(a):
    with torch.no_grad():
        return a.sin() * 2
jvp(f_nograd, (x,), (v,))[1]
# outputs of torch.func.jvp are detached from the model parameters (MeanFlow / consistency-model training)
model = nn.Sequential(nn.Linear(4, 8), nn.Tanh(), nn.Linear(8, 2))
u, dudt = jvp(model, (x,), (v,))
u.requires_grad, dudt.requires_grad
dudt.pow(2).mean().backward()
model[0].weight.grad is None
# dict primals (the usual functional_call pattern) are rejected
