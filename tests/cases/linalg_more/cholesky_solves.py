import torch
L = torch.linalg
# A symmetric positive-definite matrix, its Cholesky factor, and solves through it.
A = torch.tensor([[4., 2., 0.6], [2., 5., 1.], [0.6, 1., 3.]], dtype=torch.float64)
C = L.cholesky(A)
B = torch.tensor([[1., 2.], [3., 4.], [5., 6.]], dtype=torch.float64)
X = torch.cholesky_solve(B, C)
X
X.stride(), X.dtype
A @ X
torch.cholesky_solve(B, C.mT, upper=True)
torch.cholesky_solve(B, C.mT, True)
B.cholesky_solve(C)
torch.cholesky_solve(B, C + torch.triu(torch.ones(3, 3, dtype=torch.float64), 1))
torch.cholesky_solve(torch.stack([B, 2 * B]), C).stride()
torch.cholesky_solve(B, torch.stack([C, 2 * C]))
torch.cholesky_solve(B, torch.stack([C, 2 * C])).stride()
torch.cholesky_solve(torch.ones(2, 3, 2, dtype=torch.float64), torch.stack([C, C, C]).reshape(3, 1, 3, 3)).shape
torch.cholesky_solve(torch.ones(3, 0, dtype=torch.float64), C).shape
torch.cholesky_solve(B.float(), C.float())
# cholesky_inverse: (L Lᵀ)⁻¹.
Ci = torch.cholesky_inverse(C)
Ci
Ci.stride()
Ci @ A
torch.cholesky_inverse(C.mT, upper=True)
C.cholesky_inverse()
torch.cholesky_inverse(torch.stack([C, 2 * C])).stride()
torch.cholesky_inverse(C.float()).dtype
# Gradients: the factor's gradient is a full matrix (ATen's formula).
Cg = C.clone().requires_grad_()
Bg = B.clone().requires_grad_()
Xg = torch.cholesky_solve(Bg, Cg)
Xg.grad_fn
(Xg * torch.arange(6., dtype=torch.float64).reshape(3, 2)).sum().backward()
Cg.grad
Bg.grad
gB, gC = torch.autograd.grad(torch.cholesky_solve(Bg, Cg).sum(), [Bg, Cg])
gB.stride(), gC.stride()
gC
gU = torch.autograd.grad(torch.cholesky_solve(Bg, Cg.mT, upper=True).sum(), Cg)[0]
gU
Cg.grad = None
Ci = torch.cholesky_inverse(Cg)
Ci.grad_fn
(Ci * torch.arange(9., dtype=torch.float64).reshape(3, 3)).sum().backward()
Cg.grad
torch.autograd.grad(torch.cholesky_inverse(Cg, True).sum(), Cg)[0]
torch.autograd.grad(torch.cholesky_inverse(Cg, True).sum(), Cg)[0].stride()
# Through the factorization: the solve's gradient reaches A.
Ag = A.clone().requires_grad_()
torch.cholesky_solve(B, L.cholesky(Ag)).sum().backward()
Ag.grad
Ag.grad = None
torch.cholesky_inverse(L.cholesky(Ag)).trace().backward()
Ag.grad
# Second order.
g, = torch.autograd.grad(torch.cholesky_solve(Bg, Cg).pow(2).sum(), Cg, create_graph=True)
torch.autograd.grad(g.sum(), Bg)[0]
# Batched gradients broadcast back.
Cb = torch.stack([C, 2 * C]).requires_grad_()
torch.cholesky_solve(Bg, Cb).sum().backward()
Cb.grad
# Errors.
try:
    torch.cholesky_solve(B[:, 0], C)
except RuntimeError as e:
    err = str(e)
err
try:
    torch.cholesky_solve(B, C[0])
except RuntimeError as e:
    err = str(e)
err
try:
    torch.cholesky_solve(B, C[:2])
except RuntimeError as e:
    err = str(e)
err
try:
    torch.cholesky_solve(B[:2], C)
except RuntimeError as e:
    err = str(e)
err
try:
    torch.cholesky_solve(B.float(), C)
except RuntimeError as e:
    err = str(e)
err
try:
    torch.cholesky_solve(B.long(), C.long())
except NotImplementedError as e:
    err = str(e)
err
try:
    torch.cholesky_solve(torch.ones(2, 3, 2, dtype=torch.float64), torch.ones(3, 3, 3, dtype=torch.float64))
except RuntimeError as e:
    err = str(e)
err
try:
    torch.cholesky_inverse(C[:2])
except RuntimeError as e:
    err = str(e)
err
try:
    torch.cholesky_inverse(C[0])
except RuntimeError as e:
    err = str(e)
err
try:
    torch.cholesky_inverse(C.long())
except NotImplementedError as e:
    err = str(e)
err
try:
    torch.cholesky_inverse(torch.tensor([[2., 0.], [1., 0.]]))
except torch.linalg.LinAlgError as e:
    err = str(e)
err
try:
    torch.cholesky_inverse(torch.stack([C, torch.zeros(3, 3, dtype=torch.float64)]))
except RuntimeError as e:
    err = (type(e).__name__, str(e))
err
