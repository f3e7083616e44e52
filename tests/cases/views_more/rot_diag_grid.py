# rot90, diag_embed, meshgrid, tril_indices/triu_indices (API-doc examples and edges)
import torch
x = torch.arange(4.).view(2, 2)
torch.rot90(x, 1, [0, 1])
torch.rot90(x, 2)
torch.rot90(x, -1, [0, 1])
torch.rot90(x, 5, [1, 0])
torch.rot90(x, 0)
y = torch.arange(8).view(2, 2, 2)
torch.rot90(y, 1, [1, 2])
y.rot90(3, [0, 2])
torch.arange(6.).view(2, 3).T.rot90()
torch.diag_embed(torch.arange(6.).view(2, 3))
torch.diag_embed(torch.arange(6.).view(2, 3), offset=1, dim1=0, dim2=2)
torch.diag_embed(torch.arange(6.).view(2, 3), -1, 0, 2)
torch.arange(3.).diag_embed()
torch.arange(3.).diag_embed(1, 1, 0)
gx, gy = torch.meshgrid(torch.tensor([1, 2, 3]), torch.tensor([4, 5, 6, 7]), indexing='ij')
gx
gy
torch.meshgrid(torch.tensor([1, 2, 3]), torch.tensor([4, 5]), indexing='xy')
torch.meshgrid([torch.arange(2.), torch.arange(3.), torch.arange(4.)], indexing='ij')
torch.meshgrid(torch.arange(2.), torch.arange(3.), torch.arange(4.), indexing='xy')
torch.meshgrid(torch.tensor(3.), torch.arange(2.), indexing='ij')
torch.meshgrid(torch.arange(3), indexing='xy')
torch.tril_indices(3, 3)
torch.tril_indices(4, 3, -1)
torch.tril_indices(4, 3, 1)
torch.triu_indices(3, 3)
torch.triu_indices(4, 3, -1)
torch.triu_indices(4, 3, 1)
torch.tril_indices(3, 3, dtype=torch.int32)
torch.tril_indices(0, 3)
torch.triu_indices(3, 0)
# autograd
w = torch.arange(6.).view(2, 3).requires_grad_()
r = torch.rot90(w)
r
(r * torch.arange(6.).view(3, 2)).sum().backward()
w.grad
v = torch.arange(3.).requires_grad_()
d = torch.diag_embed(v, 1)
d
(d * torch.arange(16.).view(4, 4)).sum().backward()
v.grad
p = torch.arange(3.).requires_grad_()
q = torch.arange(2.).requires_grad_()
g1, g2 = torch.meshgrid(p, q, indexing='ij')
g1
g2
(g1 * g2).sum().backward()
p.grad
q.grad
# errors
torch.rot90(x, 1, [0])
torch.rot90(x, 1, [0, 0])
torch.rot90(x, 1, [0, 2])
torch.rot90(torch.ones(3), 1)
torch.diag_embed(x, 0, 0, 0)
torch.diag_embed(x, 0, 0, 3)
torch.meshgrid(torch.arange(3), torch.arange(2), indexing='foo')
torch.meshgrid(torch.arange(3), torch.ones(2), indexing='ij')
torch.meshgrid(torch.arange(3.), torch.ones(2, 2), indexing='ij')
torch.tril_indices(3, -1)
torch.triu_indices(-2, 3)
torch.tril_indices(3, 3, dtype=torch.float32)
