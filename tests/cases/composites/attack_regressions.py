import torch
import torch.nn.functional as F
# --- r01_hypot
torch.hypot(torch.tensor([1e20]), torch.tensor([0.]))
torch.hypot(torch.tensor([3e30]), torch.tensor([4e30]))
torch.hypot(torch.tensor([1e-30]), torch.tensor([1e-30])) * 1e30
torch.hypot(torch.tensor([float('inf')]), torch.tensor([float('nan')]))
torch.hypot(torch.tensor([float('nan')]), torch.tensor([float('-inf')]))
# --- r02_alpha0_nan
nan = float('nan')
torch.addmm(torch.ones(2, 2), torch.ones(2, 3), torch.full((3, 2), nan), alpha=0)
torch.addmv(torch.ones(2), torch.ones(2, 3), torch.full((3,), nan), alpha=0)
torch.addbmm(torch.ones(2, 2), torch.ones(1, 2, 3), torch.full((1, 3, 2), nan), alpha=0)
# --- r03_int_float_scalars
M = torch.arange(4).reshape(2, 2)
A = torch.arange(4).reshape(2, 2)
torch.addmm(M, A, A, beta=0.5)
torch.addmm(M, A, A, alpha=2.5)
torch.addmv(torch.ones(2, dtype=torch.long), A, torch.arange(2), alpha=2.5)
torch.baddbmm(M[None], A[None], A[None], beta=0.5)
torch.addbmm(M, A[None], A[None], alpha=2.5)
torch.addr(M, torch.arange(2), torch.arange(2), alpha=2.5)
torch.addr(torch.ones(2, 2), torch.ones(2), torch.ones(2), alpha=True)
# --- r04_uint8_wrap
a = torch.full((1, 4), 100, dtype=torch.uint8)
b = torch.ones(4, 1, dtype=torch.uint8)
torch.addmm(torch.ones(1, 1, dtype=torch.uint8), a, b)
torch.addmv(torch.ones(1, dtype=torch.uint8), a, b[:, 0])
torch.mm(a, b)
# --- r05_int64_precision
big = 2**53 + 1
torch.addmm(torch.tensor([[0]]), torch.tensor([[big]]), torch.tensor([[1]])).item() - big
torch.tensordot(torch.tensor([big]), torch.tensor([1]), dims=1).item() - big
torch.mm(torch.tensor([[big]]), torch.tensor([[1]])).item() - big
# --- r06_cdist_grad
x1 = torch.tensor([[0., 0.]], requires_grad=True)
x2 = torch.tensor([[0., 0.], [1., 2.]], requires_grad=True)
torch.cdist(x1, x2, p=0.5).sum().backward()
x1.grad
x2.grad
a = torch.tensor([[0., 0.]], requires_grad=True)
b = torch.tensor([[2., -2.]], requires_grad=True)
torch.cdist(a, b, p=float('inf')).sum().backward()
a.grad
b.grad
# --- cdist's matrix-product path (p=2 past 25 rows) and dtypes
a = torch.sin(torch.arange(60.)).reshape(30, 2).requires_grad_()
dm = torch.cdist(a, a[:3])
dm[:4]
dm.sum().backward()
a.grad[:4]
torch.cdist(a[:3], a[:3], compute_mode='use_mm_for_euclid_dist')
F.soft_margin_loss(torch.tensor([0.5, -1.]), torch.tensor([1., -1.], dtype=torch.float64))
F.rms_norm(torch.tensor([[1., 2.]]), (2,), weight=torch.tensor([1., 2.], dtype=torch.float64))
torch.finfo(torch.float32) == torch.finfo(torch.float32)
torch.iinfo(torch.int64) == torch.iinfo(torch.int32)
torch.cdist(torch.ones(2, 3, dtype=torch.long), torch.ones(2, 3, dtype=torch.long))
torch.cdist(torch.ones(2, 3), torch.ones(2, 3), compute_mode='bogus')
torch.hypot(torch.ones(2), 2.)
torch.hypot(torch.ones(2, dtype=torch.long), torch.ones(2, dtype=torch.long))
torch.addmm(torch.ones(2, 2).double(), torch.ones(2, 2), torch.ones(2, 2))
torch.addmm(torch.ones(2, 2), torch.ones(2, 2).double(), torch.ones(2, 2))
# --- an in-place clamp followed by another in-place op still differentiates
xi = torch.tensor([1., 4.], requires_grad=True)
yi = xi * 1
yi.clamp_min_(0.5)
yi.sqrt_()
yi.sum().backward()
xi.grad
zi = xi * 1
zi.clamp_(min=0.5).sqrt_().sum().backward()
xi.grad
wi = xi * 1
wi.relu_()
wi.exp_()
wi.sum().backward()
# --- clamp_min/clamp_max take min=/max= and tensor bounds (ties go to the input)
xc = torch.tensor([-1., 1., 2.], requires_grad=True)
bc = torch.tensor([0., 1., 1.], requires_grad=True)
cmin = torch.clamp_min(xc, bc)
cmin
cmin.sum().backward()
xc.grad
bc.grad
torch.clamp_max(xc, bc)
xc.clamp_min(torch.tensor([0., 1., 1.]))
torch.clamp_min(xc, min=0.)
torch.clamp_max(xc, max=0.)
