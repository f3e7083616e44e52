# Selecting and testing elements of complex tensors, as complex signal code does: masks of
# nonzero bins, picking channels and taps, filling like a template, reshaping helpers, and
# the 3-d `.T` (every dim reversed, as for real tensors). Views stay views.
import torch
R = lambda t: torch.view_as_real(t.resolve_conj().contiguous())
torch.manual_seed(0)
spec = torch.tensor([[1 + 1j, 0j, 2], [3j, -1, 1 - 1j]])
spec.count_nonzero()
torch.count_nonzero(spec, dim=0)
spec.count_nonzero(dim=(0, 1))
spec.any(), spec.all()
spec.any(0), spec.all(1)
torch.any(spec, dim=1, keepdim=True)
torch.tensor(0j).any(), torch.tensor(1j).all()
torch.tensor([complex("nan"), 0j]).count_nonzero()
spec.nonzero()
torch.nonzero(spec, as_tuple=True)
torch.argwhere(spec.conj())
rows = spec.index_select(0, torch.tensor([1, 0, 1]))
R(rows), rows.stride()
R(torch.index_select(spec.conj(), 1, torch.tensor([2])))
R(spec.index_select(-1, torch.tensor(0)))
spec.index_select(2, torch.tensor([0]))
taps = spec.gather(1, torch.tensor([[0, 2], [2, 2]]))
R(taps)
R(torch.gather(spec, 0, torch.tensor([[1, 0, 1]])))
spec.gather(1, torch.tensor([0, 1]))
R(spec.masked_select(spec.real > 0))
R(torch.masked_select(spec, torch.tensor([True, False, True])))
R(spec[spec.abs() > 1])
R(spec.where(spec.real >= 0, 0))
R(spec.where(spec.real >= 0, torch.tensor(5j)))
R(torch.where(spec.imag != 0, spec, spec.conj() * 2))
R(torch.where(spec.real > 0, 1j, spec))
R(torch.full_like(spec, 2j))
torch.full_like(spec, 1.5).dtype
torch.full_like(spec, 2, dtype=torch.complex128).dtype
flat = spec.ravel()
R(flat), flat._base is spec
R(spec.T.ravel())
big = torch.zeros(4, 2, 3)
e = spec.expand_as(big)
e.shape, e.stride()
spec.expand_as(torch.zeros(3))
u = spec.unflatten(1, (3, 1))
u.shape, u.stride()
R(torch.unflatten(spec, 0, (1, 2)))
spec.unflatten(1, (2, 2))
a2 = torch.atleast_2d(torch.tensor([1 + 1j, 2]))
R(a2), a2.shape
a3 = torch.atleast_3d(spec)
a3.shape, a3.stride()
torch.atleast_3d(torch.tensor(1j)).shape
[t.shape for t in torch.atleast_2d(torch.tensor(1j), spec)]
torch.atleast_1d(torch.tensor(2j)).shape
bad = torch.tensor([complex("nan"), complex(float("inf"), float("-inf")), 1 + 1j])
R(bad.nan_to_num())
R(torch.nan_to_num(bad, nan=0.5, posinf=9.0, neginf=-9.0))
cube = torch.arange(24, dtype=torch.float32).view(2, 3, 4)
zc = torch.complex(cube, -cube)
zc.T.shape, zc.T.stride()
R(zc.T)
torch.equal(zc.T, zc.permute(2, 1, 0))
x = torch.randn_like(spec)
x.dtype, x.shape
torch.rand_like(spec).dtype
