# Found by an attack on this stop's linalg ops (finding 22); failed before its fix.
import torch
from torch.func import hessian, jacfwd
A = torch.arange(12.).pow(2).reshape(4, 3).sin().double().requires_grad_()
b = torch.ones(4, 1, dtype=torch.double)
torch.autograd.gradgradcheck(lambda a: torch.linalg.lstsq(a, b).solution, (A,), raise_exception=False)
torch.autograd.gradgradcheck(lambda a: torch.linalg.lstsq(a, b, driver='gelsd').solution, (A,), raise_exception=False)
x = torch.linalg.lstsq(A, b).solution
g, = torch.autograd.grad(x.sum(), A, create_graph=True)
g.requires_grad
torch.autograd.grad(g.pow(2).sum(), A, allow_unused=True)[0]
hessian(lambda a: torch.linalg.lstsq(a, b).solution.sum())(A.detach()).sum()
jacfwd(jacfwd(lambda a: torch.linalg.lstsq(a, b).solution.sum()))(A.detach()).sum()
