import torch
L = torch.linalg
# linalg.vander: powers of x in increasing order, as columns.
x = torch.tensor([1., 2., 3.], requires_grad=True)
V = L.vander(x)
V
V.stride(), V.grad_fn
V.grad_fn.next_functions
L.vander(x, N=5)
L.vander(torch.tensor([1, 2, 3]))
L.vander(torch.tensor([1, 2], dtype=torch.uint8), N=4)
L.vander(torch.tensor([1, 2], dtype=torch.int8), N=9)
L.vander(torch.tensor([[1., 2.], [3., 4.]]))
L.vander(torch.tensor([0.5, -2.], dtype=torch.float64), N=4)
(L.vander(x, N=4) * torch.arange(12.).reshape(3, 4)).sum().backward()
x.grad
x0 = torch.tensor([0., 2.], requires_grad=True)
L.vander(x0, N=3).sum().backward()
x0.grad
try:
    L.vander(x, N=1)
except RuntimeError as e:
    err = str(e)
err
try:
    L.vander(torch.tensor(2.))
except RuntimeError as e:
    err = str(e)
err
try:
    L.vander(torch.tensor([True, False]))
except NotImplementedError as e:
    err = str(e)
err
try:
    L.vander(torch.tensor([1., 2.]).half())
except NotImplementedError as e:
    err = str(e)
err
try:
    L.vander(x, 3)
except TypeError as e:
    err = "TypeError"
err
# tensorinv: a tensor read as a square matrix and inverted.
M = (torch.eye(6, dtype=torch.float64) * 2 + torch.arange(36., dtype=torch.float64).reshape(6, 6) / 40)
A = M.reshape(2, 3, 6).requires_grad_()
Ai = L.tensorinv(A)
Ai.shape, Ai.stride()
Ai.grad_fn
Ai.grad_fn.next_functions
torch.tensordot(Ai, A, dims=1).reshape(6, 6)
A1 = M.reshape(6, 2, 3).requires_grad_()
Ai1 = L.tensorinv(A1, ind=1)
Ai1.shape, Ai1.stride()
Ai1.grad_fn
L.tensorinv(M, ind=1).stride()
L.tensorinv(torch.tensor([[2.]]), ind=1)
L.tensorinv(torch.zeros(0, 0, dtype=torch.float64), ind=1)
(Ai * torch.arange(36., dtype=torch.float64).reshape(6, 2, 3)).sum().backward()
A.grad
# tensorsolve: A x = B with x's shape read off A.
A4 = M.reshape(2, 3, 6).requires_grad_()
Bt = torch.arange(6., dtype=torch.float64).reshape(2, 3).requires_grad_()
X = L.tensorsolve(A4, Bt)
X
X.grad_fn
X.grad_fn.next_functions
torch.tensordot(A4, X, dims=1)
A5 = M.reshape(6, 2, 3).requires_grad_()
X5 = L.tensorsolve(A5, Bt, dims=(0,))
X5
X5.shape, X5.stride(), X5.grad_fn
X6 = L.tensorsolve(M.reshape(2, 3, 2, 3), Bt)
X6.shape, X6.stride(), X6.grad_fn
X.sum().backward()
A4.grad
Bt.grad
(X5 * torch.arange(6., dtype=torch.float64).reshape(2, 3)).sum().backward()
A5.grad
try:
    L.tensorinv(A, ind=0)
except RuntimeError as e:
    err = str(e)
err
try:
    L.tensorinv(A, ind=3)
except RuntimeError as e:
    err = str(e)
err
try:
    L.tensorinv(torch.ones(2, 3, 4), ind=1)
except RuntimeError as e:
    err = str(e)
err
try:
    L.tensorinv(torch.zeros(2, 3, 6, dtype=torch.float64))
except torch.linalg.LinAlgError as e:
    err = str(e)
err
try:
    L.tensorinv(torch.ones(2, 3, 6, dtype=torch.int64))
except NotImplementedError as e:
    err = str(e)
err
try:
    L.tensorsolve(A5, Bt)
except RuntimeError as e:
    err = str(e)
err
try:
    L.tensorsolve(torch.ones(2, 3, 4), torch.ones(2, 3))
except RuntimeError as e:
    err = str(e)
err
try:
    L.tensorsolve(A4, Bt.float())
except RuntimeError as e:
    err = str(e)
err
try:
    L.tensorsolve(torch.zeros(2, 3, 6, dtype=torch.float64), Bt)
except torch.linalg.LinAlgError as e:
    err = str(e)
err
try:
    L.tensorsolve(A4.long(), Bt.long())
except NotImplementedError as e:
    err = str(e)
err
try:
    L.tensorsolve(A5, Bt, dims=(5,))
except IndexError as e:
    err = str(e)
err
try:
    L.tensorsolve(A5, Bt, dims=(0, 0))
except RuntimeError as e:
    err = str(e)
err
try:
    L.tensorsolve(A5, Bt, dims=0)
except TypeError as e:
    err = str(e)
err
