import torch
A = torch.tensor([[1., 2., 3.], [4., 5., 6.], [7., 8., 10.]])
B = torch.tensor([[1.], [2.], [3.]], requires_grad=True)
LU, piv = torch.linalg.lu_factor(A)
torch.autograd.grad(torch.linalg.lu_solve(LU, piv, B).sum(), B)[0].stride()
torch.autograd.grad(torch.linalg.solve(A, B).sum(), B)[0].stride()
torch.linalg.solve(A, B).sum().backward()
B.grad.stride()
B.grad = None
torch.linalg.lu_solve(LU, piv, B).sum().backward()
B.grad.stride()
# The result of a LAPACK-backed op is its own tensor at version 0, not a view of a scratch
# buffer; its node keeps it, so an in-place change makes backward raise as in PyTorch.
C = torch.tensor([[4., 3.], [6., 3.]], requires_grad=True)
X = torch.linalg.inv(C)
X._version, X._base is None
X.mul_(2)
X.sum().backward()
Q, R = torch.linalg.qr(C)
Q._version, R._base is None
Lc = torch.linalg.cholesky(C @ C.T)
Lc._version, Lc._base is None
Lc.add_(1)
Lc.sum().backward()
