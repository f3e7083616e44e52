import torch
# Complex inputs the probe-79 docs examples reached: torch.dist, the function forms of
# is_floating_point and isreal, and the diagonal family (diagonal, diag, diag_embed,
# diagflat), each a view or copy of the float pairs.
a = torch.tensor([1 + 1j, 2 + 0j])
b = torch.tensor([1 + 0j, 0 + 0j])
torch.dist(a, b)
torch.dist(a, b, 1)
torch.dist(a, b, p=float('inf'))
torch.dist(a, torch.tensor([1., 0.]))
torch.dist(a.to(torch.complex128), b).dtype
z = torch.tensor([1, 1 + 1j, 2 + 0j, -0.0j, 3 - 2j])
torch.is_floating_point(z)
z.is_floating_point()
torch.is_floating_point(input=z)
torch.isreal(z)
z.isreal()
torch.isreal(z.conj())
torch.isreal(z.reshape(1, 5).t())
L = torch.tensor([[1 + 2j, 3 + 0j]])
torch.view_as_real(torch.diag_embed(L))
M = torch.arange(24, dtype=torch.float32).reshape(2, 3, 4)
Z = torch.complex(M, -M.flip(0))
e = torch.diag_embed(Z)
e.shape, e.stride(), e.is_conj()
torch.view_as_real(e)
e = torch.diag_embed(Z, offset=-1, dim1=0, dim2=2)
e.shape, e.stride()
torch.view_as_real(e)
e = torch.diag_embed(Z.conj(), 2, 1, -1)
e.shape, e.is_conj()
torch.view_as_real(e)
Z.diag_embed(1).shape
d = Z.diagonal()
d.shape, d.stride(), d.storage_offset()
torch.view_as_real(d)
d = torch.diagonal(Z, offset=1, dim1=-1, dim2=0)
d.shape, d.stride(), d.storage_offset()
torch.view_as_real(d)
d = Z.conj().diagonal(0, 1, 2)
d.is_conj(), torch.view_as_real(d.resolve_conj())
Z2 = Z[0]
[(torch.view_as_real(torch.diag(Z2, k)), torch.diag(Z2, k).stride()) for k in (-2, 0, 1, 3)]
torch.diag(Z2.conj()).is_conj()
torch.view_as_real(torch.diag(Z2.conj(), 1))
v = Z[1, 2]
[torch.view_as_real(torch.diag(v, k)) for k in (-1, 0, 2)]
torch.view_as_real(v.diag())
torch.view_as_real(torch.diagflat(Z2[:2]))
torch.view_as_real(torch.diagflat(Z2[:2, :2], 1))
Z2[:2, :2].diagflat(-1).shape
# Writing through the diagonal view writes into the tensor.
W = torch.zeros(3, 3, dtype=torch.complex64)
_ = W.diagonal().copy_(torch.tensor([1 + 1j, 2 - 1j, 3j]))
torch.view_as_real(W)
try:
    torch.diag(Z)
except RuntimeError as e:
    str(e)
try:
    torch.diag_embed(Z, 0, 1, 1)
except RuntimeError as e:
    str(e)
# With gradients: the real part's sum through diag_embed and diag.
p = torch.complex(torch.tensor([1., 2.]), torch.tensor([3., -1.])).requires_grad_()
q = torch.diag_embed(p)
q.grad_fn.name()
torch.view_as_real(q).sum().backward()
torch.view_as_real(p.grad)
