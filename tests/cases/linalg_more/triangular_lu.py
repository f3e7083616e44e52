import torch
# torch.triangular_solve (deprecated): the solution and a copy of the coefficients.
U = torch.tensor([[2., 1., 0.], [0., 3., 1.], [0., 0., 4.]], requires_grad=True)
B = torch.tensor([[1., 2.], [3., 4.], [5., 6.]], requires_grad=True)
r = torch.triangular_solve(B, U)
r
type(r).__name__
r.solution.stride(), r.cloned_coefficient.stride()
r.solution.grad_fn, r.cloned_coefficient.grad_fn
U @ r.solution
torch.triangular_solve(B, U, upper=False)
torch.triangular_solve(B, U, transpose=True)
torch.triangular_solve(B, U, unitriangular=True)
torch.triangular_solve(B, U.T, upper=False, transpose=True)
B.triangular_solve(U, False, True, True)
torch.triangular_solve(torch.stack([B, B]), U)[0].stride()
torch.triangular_solve(torch.stack([B, B]), U)[1].stride()
torch.triangular_solve(B, torch.stack([U, 2 * U]))
torch.triangular_solve(B, torch.stack([U, 2 * U]))[1].stride()
torch.triangular_solve(B.detach(), U.detach())[1].requires_grad
torch.triangular_solve(B.detach(), U)[1].grad_fn
torch.triangular_solve(B.detach().double(), U.detach().double())
# Gradients through the solution and the copied coefficients.
s, M = B.triangular_solve(U, False, True, True)
(s.sum() + (M * torch.arange(9.).reshape(3, 3)).sum()).backward()
U.grad
B.grad
U.grad = None
B.grad = None
(torch.triangular_solve(B, U).solution * torch.arange(6.).reshape(3, 2)).sum().backward()
U.grad
B.grad
gB, gU = torch.autograd.grad(torch.triangular_solve(B, U, transpose=True).solution.sum(), [B, U])
gB
gU
gB.stride(), gU.stride()
try:
    torch.triangular_solve(B[:, 0], U)
except RuntimeError as e:
    err = str(e)
err
try:
    torch.triangular_solve(B, U[0])
except RuntimeError as e:
    err = str(e)
err
try:
    torch.triangular_solve(B, U[:2])
except RuntimeError as e:
    err = str(e)
err
try:
    torch.triangular_solve(B[:2], U)
except RuntimeError as e:
    err = str(e)
err
try:
    torch.triangular_solve(B.double(), U)
except RuntimeError as e:
    err = str(e)
err
try:
    torch.triangular_solve(B.int(), U.int())
except NotImplementedError as e:
    err = str(e)
err
try:
    torch.triangular_solve(torch.ones(2, 3, 2), torch.ones(3, 3, 3))
except RuntimeError as e:
    err = str(e)
err
# torch.lu (deprecated): lu_factor_ex behind torch/functional.py's wrapper.
A = torch.tensor([[1., 2., 3.], [4., 5., 6.], [7., 8., 10.]], requires_grad=True)
out = torch.lu(A)
out
type(out).__name__
out[0].stride(), out[0].grad_fn
r = torch.lu(A, get_infos=True)
r
type(r).__name__
r.LU.stride(), r.info
A.lu()
A.lu(get_infos=True)
type(A.lu(get_infos=True)).__name__
torch.lu(A, True, True)
torch.lu(torch.zeros(2, 2))
torch.lu(torch.zeros(2, 2), get_infos=True)
torch.lu(torch.ones(2, 3))
torch.lu(torch.stack([torch.eye(2), torch.zeros(2, 2)]))
LU, piv = torch.lu(A)
torch.lu_unpack(LU, piv)
(LU * torch.arange(9.).reshape(3, 3)).sum().backward()
A.grad
try:
    torch.lu(A, pivot=False)
except RuntimeError as e:
    err = str(e)
err
try:
    torch.lu(torch.ones(3))
except RuntimeError as e:
    err = str(e)
err
try:
    torch.lu(torch.ones(3, 3).int())
except NotImplementedError as e:
    err = str(e)
err
