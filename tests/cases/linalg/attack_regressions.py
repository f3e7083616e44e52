# What an attack on the LAPACK-style factorizations found (each differed before its fix).
import torch
# cholesky(upper=True) factors the upper triangle
A = torch.tensor([[4., 2.], [1., 5.]], requires_grad=True)
U = torch.linalg.cholesky(A, upper=True)
U
U.sum().backward()
A.grad
torch.linalg.cholesky(torch.tensor([[4., 100., 3.], [2., 5., -7.], [0.6, 1., 3.]]), upper=True)
torch.linalg.cholesky(torch.tensor([[4., 1., 3.], [100., 5., 1.], [-7., 1., 3.]]), upper=True)
# a subnormal pivot (float64 here: the wgpu device flushes float32 subnormals) is divided by, not multiplied by its (overflowing) reciprocal
torch.linalg.slogdet(torch.tensor([[1e-315, 0.], [0., 1.]], dtype=torch.float64))
torch.logdet(torch.tensor([[1e-310, 1.], [0., 1.]], dtype=torch.float64))
torch.logdet(torch.tensor([[1e-320, 0.], [0., 1.]], dtype=torch.float64))
torch.linalg.det(torch.tensor([[1e-310, 2.], [1e-310, 1.]], dtype=torch.float64))
# slogdet factors a row-major matrix as its transpose, as LAPACK reads it
M = torch.tensor([[1., 2., 3.], [4., 5., 6.], [7., 8., 9.]], dtype=torch.float64)
torch.linalg.slogdet(M)
torch.linalg.slogdet(M.t().contiguous())
torch.linalg.slogdet(M.t())
torch.linalg.slogdet(torch.tensor([[1e-30, 1.], [0., 1e-30]]))
M.slogdet()
M.logdet()
torch.logdet(torch.ones(2, 3))
torch.logdet(torch.eye(3, dtype=torch.int64))
# norms below p = 2 have a finite gradient at zero entries; p = 0 has none
a = torch.tensor([1., 0., 3.], requires_grad=True)
torch.linalg.vector_norm(a, 0.5).backward()
a.grad
b = torch.tensor([1., 0., 3.], requires_grad=True)
torch.linalg.vector_norm(b, 1.5).backward()
b.grad
c = torch.tensor([1., 0., 3.], requires_grad=True)
torch.linalg.vector_norm(c, 0).backward()
c.grad
d = torch.tensor([1., 2., 3.], requires_grad=True)
torch.dist(d, torch.tensor([0., 2., 1.]), 0.5).backward()
d.grad
e = torch.tensor([1., 2., 3.], requires_grad=True)
torch.dist(e, torch.tensor([0., 2., 1.]), 1.5).backward()
e.grad
