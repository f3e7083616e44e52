import torch
L = torch.linalg
# geqrf: R above the diagonal, the Householder vectors below, and their scales.
A = torch.tensor([[1., 2., 3.], [4., 5., 6.], [7., 8., 10.], [1., -1., 2.]], dtype=torch.float64, requires_grad=True)
r = torch.geqrf(A)
r
type(r).__name__
r.a.stride(), r.tau.stride(), r.a.grad_fn, r.tau.grad_fn
A.geqrf()
torch.geqrf(A.detach().float())
torch.geqrf(A.detach().T)
torch.geqrf(-A.detach())
torch.geqrf(torch.stack([A.detach(), 2 * A.detach()])).a.stride()
torch.geqrf(torch.zeros(3, 2))
torch.geqrf(torch.tensor([[0.], [1.]]))
torch.geqrf(torch.tensor([[1.], [0.]]))
torch.geqrf(torch.tensor([[-1.], [0.]]))
torch.geqrf(torch.tensor([[3., 1.], [4., 2.]]))
# R agrees with linalg.qr's; householder_product rebuilds Q from the reflectors.
torch.allclose(r.a.triu()[:3], L.qr(A).R)
Q = L.householder_product(r.a, r.tau)
Q
Q.stride(), Q.grad_fn
torch.allclose(Q, L.qr(A).Q)
Q.mT @ Q
torch.orgqr(r.a, r.tau)
r.a.orgqr(r.tau).grad_fn
L.householder_product(r.a, r.tau[:2])
L.householder_product(torch.ones(3, 3), torch.tensor([1., 0.]))
ab, taub = torch.geqrf(torch.stack([A.detach(), 2 * A.detach()]))
L.householder_product(ab, taub).stride()
# The gradient of geqrf is not implemented; householder_product's is.
try:
    r.a.sum().backward()
except NotImplementedError as e:
    err = str(e)
err
a, tau = torch.geqrf(A.detach())
a.requires_grad_()
tau.requires_grad_()
Q = L.householder_product(a, tau)
(Q * torch.arange(12.).reshape(4, 3)).sum().backward()
a.grad
tau.grad
ga, gt = torch.autograd.grad(L.householder_product(a, tau).pow(2).sum(), [a, tau])
ga.stride()
# Bad inputs.
try:
    torch.geqrf(torch.ones(3))
except RuntimeError as e:
    err = str(e)
err
try:
    torch.geqrf(torch.ones(3, 3).long())
except NotImplementedError as e:
    err = str(e)
err
try:
    L.householder_product(a.detach()[:, :2], tau.detach())
except RuntimeError as e:
    err = str(e)
err
try:
    L.householder_product(a.detach().T, tau.detach())
except RuntimeError as e:
    err = str(e)
err
try:
    L.householder_product(a.detach(), tau.detach().float())
except RuntimeError as e:
    err = str(e)
err
try:
    L.householder_product(a.detach().long(), tau.detach().long())
except NotImplementedError as e:
    err = str(e)
err
try:
    L.householder_product(a.detach()[0], tau.detach())
except RuntimeError as e:
    err = str(e)
err
try:
    L.householder_product(torch.ones(2, 3, 3), torch.ones(2))
except RuntimeError as e:
    err = str(e)
err
try:
    L.householder_product(torch.ones(2, 3, 3), torch.ones(3, 2))
except RuntimeError as e:
    err = str(e)
err
