import torch
L = torch.linalg
# Irregular float32 matrices: values agree to float32's rounding.
G = torch.arange(25.).reshape(5, 5).sin() * 2 + 3 * torch.eye(5)
S = G @ G.mT + 5 * torch.eye(5)
C = L.cholesky(S)
Bm = torch.arange(15.).reshape(5, 3).cos()
# gradcheck and gradgradcheck in double precision, continued: the ex forms, Householder, vander, tensorinv.
Sd = S.double()
Bd = Bm.double().requires_grad_()
W = (torch.arange(24.).reshape(6, 4) * 0.7).sin() + 2 * torch.eye(6, 4)
a, tau = torch.geqrf(W)
Sg = Sd.clone().requires_grad_()
torch.autograd.gradcheck(lambda s: L.cholesky_ex(s).L, (Sg,))
torch.autograd.gradcheck(lambda s: L.inv_ex(s).inverse, (Sg,))
torch.autograd.gradcheck(lambda s, b: L.solve_ex(s, b).result, (Sg, Bd))
Wd = W.double()
ad, taud = torch.geqrf(Wd)
ad = ad.contiguous().requires_grad_()
taud.requires_grad_()
torch.autograd.gradcheck(L.householder_product, (ad, taud))
xd = torch.tensor([0.5, -1.5, 2.0], dtype=torch.float64, requires_grad=True)
torch.autograd.gradcheck(lambda x: L.vander(x, N=4), (xd,))
Td = (torch.eye(4, dtype=torch.float64) * 3 + torch.arange(16., dtype=torch.float64).reshape(4, 4).sin() / 4).reshape(2, 2, 4).requires_grad_()
torch.autograd.gradcheck(L.tensorinv, (Td,))
torch.autograd.gradcheck(lambda t, b: L.tensorsolve(t, b), (Td, Bd[:2, :2].detach().clone().requires_grad_()))
# Gradient through the copied coefficients only.
Ut = torch.tensor([[2., 1.], [0., 3.]], requires_grad=True)
bt = torch.tensor([[1.], [2.]], requires_grad=True)
torch.triangular_solve(bt, Ut).cloned_coefficient.sum().backward()
Ut.grad
# An in-place change of a kept result makes backward raise.
Cg = C.clone().requires_grad_()
X = torch.cholesky_solve(Bm, Cg)
X.mul_(2)
try:
    X.sum().backward()
except RuntimeError as e:
    err = str(e)
err
Q = L.householder_product(a.clone().requires_grad_(), tau)
Q.add_(1)
try:
    Q.sum().backward()
except RuntimeError as e:
    err = str(e)
err
# torch.lu with out=.
LU0 = torch.empty(0)
piv0 = torch.empty(0, dtype=torch.int32)
res = torch.lu(S, out=(LU0, piv0))
res[0] is LU0, LU0.shape, piv0
