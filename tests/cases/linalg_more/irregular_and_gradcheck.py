import torch
L = torch.linalg
# Irregular float32 matrices: values agree to float32's rounding.
G = torch.arange(25.).reshape(5, 5).sin() * 2 + 3 * torch.eye(5)
S = G @ G.mT + 5 * torch.eye(5)
C = L.cholesky(S)
Bm = torch.arange(15.).reshape(5, 3).cos()
torch.cholesky_solve(Bm, C)
torch.cholesky_inverse(C)
L.inv_ex(G).inverse
L.solve_ex(G, Bm).result
torch.triangular_solve(Bm, C, upper=False).solution
W = (torch.arange(24.).reshape(6, 4) * 0.7).sin() + 2 * torch.eye(6, 4)
a, tau = torch.geqrf(W)
a
tau
L.householder_product(a, tau)
torch.geqrf((torch.arange(15.).reshape(3, 5) * 1.3).cos() - 2 * torch.eye(3, 5))
L.cholesky_ex((torch.arange(16.).reshape(4, 4) * 0.9).sin()).info
# gradcheck and gradgradcheck in double precision (the factors kept triangular).
Sd = S.double()
Cd = L.cholesky(Sd).contiguous().requires_grad_()
Bd = Bm.double().requires_grad_()
torch.autograd.gradcheck(lambda b, c: torch.cholesky_solve(b, c.tril()), (Bd, Cd))
torch.autograd.gradgradcheck(lambda b, c: torch.cholesky_solve(b, c.tril()), (Bd, Cd))
torch.autograd.gradcheck(lambda c: torch.cholesky_inverse(c.tril()), (Cd,))
torch.autograd.gradcheck(lambda c: torch.cholesky_inverse(c.mT.triu(), upper=True), (Cd,))
torch.autograd.gradcheck(lambda b, c: torch.triangular_solve(b, c, upper=False, transpose=True), (Bd, Cd))
