# einsum (explicit/implicit output, ellipsis, diagonals, contractions), kron, fmax/fmin,
# clamp with tensor bounds: API-doc examples with PyTorch's layouts and nodes
import torch
x = torch.arange(6.).reshape(2, 3)
y = torch.arange(12.).reshape(3, 4)
torch.einsum('ij,jk->ik', x, y)
torch.einsum('ij,jk', x, y)
torch.einsum('ij,jk->ki', x, y)
torch.einsum('ij->ji', x)
torch.einsum('ji', x)
torch.einsum('ij->ij', x)
torch.einsum('ij', x)
torch.einsum('ba', x)
torch.einsum('ij->', x)
torch.einsum('ij->i', x)
torch.einsum('ij->j', x)
sq = torch.arange(9.).reshape(3, 3)
torch.einsum('ii', sq)
torch.einsum('ii->i', sq)
torch.einsum('i,j->ij', torch.arange(3.), torch.arange(2.))
torch.einsum('i,i', torch.arange(3.), torch.arange(3.))
torch.einsum('i,i->', torch.arange(3.), torch.arange(3.))
torch.einsum('ij,ij->ij', x, x)
torch.einsum('ij,j->i', x, torch.ones(3))
a3 = torch.arange(24.).reshape(2, 3, 4)
b3 = torch.arange(40.).reshape(2, 4, 5)
torch.einsum('bij,bjk->bik', a3, b3)
torch.einsum('...ij->...ji', a3)
torch.einsum('...ij,...jk->...ik', torch.arange(12.).reshape(2, 2, 3), y)
torch.einsum('bn,anm,bm->ba', torch.ones(2, 3), torch.arange(60.).reshape(5, 3, 4), torch.ones(2, 4))
torch.einsum('ij,jk->ik', [x, y])
torch.einsum('i j -> j i', x)
torch.einsum('ij,j', x, torch.ones(1))
torch.einsum('ij,jk->ik', x.T.contiguous().T, y[:, ::2])
w = torch.arange(6.).reshape(2, 3).requires_grad_()
v = torch.ones(3, 4, requires_grad=True)
e = torch.einsum('ij,jk->ik', w, v)
e
e.sum().backward()
w.grad
v.grad
tr = torch.einsum('ii', torch.eye(3, requires_grad=True))
tr
torch.einsum('ij->ji', w)
# kron
torch.kron(x, torch.ones(2, 2))
torch.kron(torch.arange(3.), torch.arange(2.))
torch.kron(torch.ones(2, 2, 2), torch.ones(3))
torch.kron(torch.tensor([1, 2]), torch.tensor([1., 2]))
torch.kron(torch.tensor(2.), torch.tensor([1., 2]))
x.kron(torch.eye(2))
kw = torch.arange(4.).reshape(2, 2).requires_grad_()
kr = torch.kron(kw, torch.tensor([[1., 2.], [3., 4.]]))
kr
kr.sum().backward()
kw.grad
# fmax / fmin
n = float('nan')
torch.fmax(torch.tensor([9.7, n, 3.1, n]), torch.tensor([-2.2, 0.5, n, n]))
torch.fmin(torch.tensor([2.2, n, 2.1, n]), torch.tensor([-9.3, 0.1, n, n]))
torch.fmax(x, torch.ones(3) * 2)
x.fmin(torch.tensor([[1.], [4.]]))
torch.fmax(torch.tensor([1, 5]), torch.tensor([3., 2.]))
fa = torch.tensor([1., n, 3.], requires_grad=True)
fb = torch.tensor([2., 2., n], requires_grad=True)
fm = torch.fmax(fa, fb)
fm
fm.sum().backward()
fa.grad
fb.grad
# clamp with tensor bounds
x.clamp(torch.ones(3), torch.full((2, 1), 4.))
x.clamp(min=torch.ones(3))
torch.clamp(x, max=torch.tensor(2.))
torch.clamp(torch.arange(6), min=torch.tensor([1., 2, 3, 4, 5, 6]))
cw = torch.arange(6.).reshape(2, 3).requires_grad_()
lo = torch.tensor([1., 1., 1.], requires_grad=True)
cl = cw.clamp(lo, torch.tensor(4.))
cl
cl.sum().backward()
cw.grad
lo.grad
# errors
torch.einsum('ij,jk->ik', torch.ones(2, 3), torch.ones(4, 5))
torch.einsum('ij,jk', torch.ones(2, 3))
torch.einsum('ij->k', torch.ones(2, 3))
torch.einsum('ijk', torch.ones(2, 3))
torch.einsum('ii->ii', torch.ones(2, 2))
torch.einsum('ii', torch.ones(2, 3))
torch.einsum('i1', torch.ones(2, 3))
torch.kron(x.T, torch.ones(2, 2))
torch.fmax(torch.ones(2), 1.)
torch.clamp(torch.ones(2), min=torch.ones(3))
cw.clamp(lo, 4.)
