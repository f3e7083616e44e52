import torch
L = torch.linalg
A = torch.tensor([[4., 2., 0.6], [2., 5., 1.], [0.6, 1., 3.]], dtype=torch.float64, requires_grad=True)
# cholesky_ex: the factor and an info code instead of an error.
r = L.cholesky_ex(A)
r
type(r).__name__
r.L.stride(), r.L.grad_fn, r.info.dtype, r.info.requires_grad
L.cholesky_ex(A, upper=True)
L.cholesky_ex(A.detach().float())
# A matrix that is not positive-definite: LAPACK stops at the failing pivot.
N = torch.tensor([[4., 2., 1., 0.], [2., 5., 3., 1.], [1., 3., -2., 2.], [0., 1., 2., 3.]], dtype=torch.float64)
L.cholesky_ex(N)
L.cholesky_ex(N, upper=True)
L.cholesky_ex(torch.tensor([[4., 2., 1.], [2., 1., 3.], [1., 3., 2.]]))
L.cholesky_ex(-N)
L.cholesky_ex(torch.stack([N, torch.eye(4, dtype=torch.float64), N])).info
L.cholesky_ex(torch.zeros(0, 3, 3)).info
# Gradients: the same node as linalg.cholesky.
(r.L * torch.arange(9.).reshape(3, 3)).sum().backward()
A.grad
A.grad = None
# inv_ex and solve_ex.
r = L.inv_ex(A)
r
type(r).__name__
r.inverse.stride(), r.inverse.grad_fn
r.inverse @ A
L.inv_ex(torch.zeros(2, 2))
L.inv_ex(torch.tensor([[1., 2.], [2., 4.]]))
L.inv_ex(torch.stack([torch.eye(2), torch.zeros(2, 2)]))
L.inv_ex(torch.stack([torch.eye(2), 2 * torch.eye(2)])).inverse.stride()
r.inverse.sum().backward()
A.grad
A.grad = None
B = torch.tensor([[1., 2.], [3., 4.], [5., 6.]], dtype=torch.float64, requires_grad=True)
s = L.solve_ex(A, B)
s
type(s).__name__
s.result.stride(), s.result.grad_fn
L.solve_ex(A, B[:, 0])
L.solve_ex(A, B[:, 0]).result.stride()
L.solve_ex(A, B.T, left=False)
L.solve_ex(A, B.T, left=False).result.stride()
L.solve_ex(torch.zeros(2, 2), torch.ones(2))
L.solve_ex(torch.stack([A.detach(), 2 * A.detach()]), B).info
L.solve_ex(torch.stack([A.detach(), 2 * A.detach()]), B).result.stride()
(s.result * torch.arange(6.).reshape(3, 2)).sum().backward()
A.grad
B.grad
gA, gB = torch.autograd.grad(L.solve_ex(A, B).result.sum(), [A, B])
gA.stride(), gB.stride()
# check_errors turns the info into the error.
try:
    L.cholesky_ex(N, check_errors=True)
except torch.linalg.LinAlgError as e:
    err = str(e)
err
try:
    L.cholesky_ex(torch.stack([N, torch.eye(4, dtype=torch.float64), N]), check_errors=True)
except RuntimeError as e:
    err = (type(e).__name__, str(e))
err
try:
    L.inv_ex(torch.zeros(2, 2), check_errors=True)
except torch.linalg.LinAlgError as e:
    err = str(e)
err
try:
    L.inv_ex(torch.zeros(1, 2, 2), check_errors=True)
except torch.linalg.LinAlgError as e:
    err = str(e)
err
try:
    L.solve_ex(torch.zeros(2, 2), torch.ones(2), check_errors=True)
except torch.linalg.LinAlgError as e:
    err = str(e)
err
try:
    L.solve_ex(torch.stack([A.detach(), torch.zeros(3, 3, dtype=torch.float64)]), B, check_errors=True)
except torch.linalg.LinAlgError as e:
    err = str(e)
err
# Bad inputs.
try:
    L.cholesky_ex(torch.ones(2, 3))
except RuntimeError as e:
    err = str(e)
err
try:
    L.cholesky_ex(torch.ones(2, 2, dtype=torch.int64))
except NotImplementedError as e:
    err = str(e)
err
try:
    L.cholesky_ex(torch.ones(3))
except RuntimeError as e:
    err = str(e)
err
try:
    L.cholesky_ex(torch.eye(2).half())
except NotImplementedError as e:
    err = str(e)
err
try:
    L.inv_ex(torch.ones(2, 3))
except RuntimeError as e:
    err = str(e)
err
try:
    L.inv_ex(torch.eye(2).long())
except NotImplementedError as e:
    err = str(e)
err
try:
    L.inv_ex(torch.eye(2).half())
except NotImplementedError as e:
    err = str(e)
err
try:
    L.solve_ex(A[:2], B)
except RuntimeError as e:
    err = str(e)
err
try:
    L.solve_ex(A, B[:2])
except RuntimeError as e:
    err = str(e)
err
try:
    L.solve_ex(A, B, left=False)
except RuntimeError as e:
    err = str(e)
err
try:
    L.solve_ex(A, B.float())
except RuntimeError as e:
    err = str(e)
err
try:
    L.solve_ex(A.long(), B.long())
except NotImplementedError as e:
    err = str(e)
err
