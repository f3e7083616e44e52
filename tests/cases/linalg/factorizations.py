# Factorizations a linear-algebra lesson reaches for: Cholesky (LAPACK potrf's lower factor,
# column-major as PyTorch returns it), Householder QR (geqrf's sign choice: R's diagonal may
# be negative), slogdet/logdet from the LU; their gradients and PyTorch's errors.
import torch
A = torch.tensor([[4., 2., 0.6], [2., 5., 1.], [0.6, 1., 3.]], requires_grad=True)
L = torch.linalg.cholesky(A)
L
L.stride()
U = torch.linalg.cholesky(A, upper=True)
U
U.stride()
torch.dist(L @ L.mT, A)
L.sum().backward()
A.grad
M = torch.tensor([[1., 2.], [3., 4.], [5., 7.]], requires_grad=True)
q = torch.linalg.qr(M)
q
q.Q.stride(), q.R.stride()
torch.linalg.qr(M, mode='complete')
torch.linalg.qr(M, mode='r')
(q.Q.sum() + q.R.sum()).backward()
M.grad
s = torch.linalg.slogdet(A.detach())
s
torch.slogdet(A)
torch.logdet(A)
torch.linalg.slogdet(torch.tensor([[1., 2.], [2., 4.]]))
torch.linalg.slogdet(torch.tensor([[0., 1.], [1., 0.]]))
torch.logdet(torch.tensor([[0., 1.], [1., 0.]]))
torch.linalg.cholesky(torch.tensor([[1., 2.], [2., 1.]]))
torch.linalg.cholesky(torch.ones(2, 3))
torch.linalg.cholesky(torch.stack([torch.eye(2), -torch.eye(2)]))
B = torch.tensor([[[2., 1.], [1., 3.]], [[5., 2.], [2., 2.]]], dtype=torch.float64)
torch.linalg.cholesky(B)
torch.linalg.cholesky(B).stride()
torch.linalg.slogdet(B)
torch.linalg.qr(torch.tensor([[[2., -1., 0.], [1., 3., 1.], [0., 1., 4.], [1., 0., 1.]], [[1., 2., 0.], [0., 1., 2.], [3., 0., 1.], [1., 1., 1.]]]))
torch.linalg.qr(torch.arange(24.).reshape(2, 4, 3)).Q.stride()
torch.linalg.qr(torch.tensor([[1., 2., 3.], [4., 5., 6.]]))
torch.linalg.qr(torch.tensor([[1., 2., 3.], [4., 5., 6.]]), mode='complete')
torch.linalg.qr(torch.zeros(3, 2))
torch.linalg.qr(M, mode='full')
torch.linalg.qr(torch.tensor([1, 2]))
torch.linalg.qr(torch.tensor([[1, 2]]))
A2 = torch.tensor([[2., -1.], [1., 3.]], requires_grad=True)
sl = torch.linalg.slogdet(A2)
sl.logabsdet.backward()
A2.grad
torch.linalg.cholesky(torch.empty(0, 0))
torch.linalg.qr(torch.empty(0, 3))
torch.linalg.slogdet(torch.empty(2, 0, 0))
