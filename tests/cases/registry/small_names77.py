import torch
import torch.nn.functional as F

x = torch.tensor([-2.0, -0.5, 0.0, 0.5, 2.0])
y = x.clone()
r = torch.clamp_(y, -1, 1)
r is y, y, y._version
torch.clip_(x.clone(), min=0.0)
torch.clamp_min_(x.clone(), 0.25)
torch.clamp_max_(x.clone(), 0.25)
torch.clamp_(torch.arange(5), 1, 3)
u = torch.tensor([-1.0, -0.5, 0.0, 0.5, 1.0])
torch.arccos_(u.clone()), torch.arcsin_(u.clone()), torch.arctan_(u.clone())
torch.deg2rad_(torch.tensor([180.0, 90.0])), torch.rad2deg_(torch.tensor([3.0, 1.0]))
torch.fix_(torch.tensor([-1.5, 1.5, 2.7]))
torch.sinc_(u.clone())
torch.logit_(torch.tensor([0.25, 0.5, 0.0]), eps=0.1)
torch.ldexp_(torch.tensor([1.0, 2.0, 3.0]), torch.tensor([1, 2, 3]))
torch.xlogy_(torch.tensor([0.0, 1.0, 2.0]), torch.tensor([0.0, 2.0, 3.0]))
torch.nan_to_num_(torch.tensor([float("nan"), float("inf"), -float("inf"), 1.0]), nan=0.5, posinf=9.0)
z = torch.arange(6.0).view(2, 3).t()
torch.zero_(z), z.stride(), z._version
torch.fill_(torch.ones(2, 2), 7), torch.fill_(torch.ones(2), torch.tensor(3.0))
zero_d = torch.tensor(4.0)
torch.fill_(zero_d, 2), torch.zero_(zero_d), torch.clamp_(torch.tensor(3.0), max=1.0)
empty = torch.empty(0, 3)
torch.clamp_(empty, 0, 1).shape, torch.zero_(empty).shape, torch.fill(empty, 1.0).shape

# out-of-place fill keeps the input's strides; its node depends on the value's kind
leaf = torch.arange(6.0).view(2, 3).t().requires_grad_()
f0 = torch.fill(leaf, 2.0)
f0, f0.stride(), f0.grad_fn.name()
v = torch.tensor(3.0, requires_grad=True)
f1 = torch.fill(leaf, v)
f1.grad_fn.name()
f1.sum().backward()
v.grad, leaf.grad
torch.fill(torch.arange(3), 2.5), torch.fill(torch.arange(3), 2.5).dtype

# detach, detach_, resize_as_
g = leaf * 2
d = torch.detach(g)
d.requires_grad, d.data_ptr() == g.data_ptr(), d.grad_fn
torch.detach_(g) is g, g.requires_grad, g.grad_fn
ra = torch.zeros(2)
torch.resize_as_(ra, torch.ones(2, 3)).shape, ra.stride()

# conj_physical_ on a real tensor is still an in-place op
cr = torch.tensor([1.0, -2.0])
before = cr._version
torch.conj_physical_(cr) is cr, cr._version - before, cr
cg = torch.tensor([1.0, 2.0], requires_grad=True) * 1
torch.conj_physical_(cg).grad_fn.name()

# F's in-place activations
a = torch.tensor([-2.0, -0.5, 0.0, 1.0])
b = a.clone()
F.elu_(b) is b, b, b._version
F.elu_(a.clone(), alpha=2.0), F.leaky_relu_(a.clone()), F.leaky_relu_(a.clone(), 0.2)
F.selu_(a.clone()), F.celu_(a.clone(), alpha=0.5)
h = torch.tensor([-1.0, 2.0], requires_grad=True) * 1
F.elu_(h).grad_fn.name(), F.leaky_relu_(h * 1).grad_fn.name()

# the *_with_indices forms always give both outputs
sig = torch.tensor([[[1.0, 3.0, 2.0, 5.0, 4.0, 0.0]]])
F.max_pool1d_with_indices(sig, 2)
F.max_pool1d_with_indices(sig, 3, stride=1, return_indices=False)
img = torch.arange(16.0).view(1, 1, 4, 4)
F.max_pool2d_with_indices(img, 2)
F.max_pool3d_with_indices(torch.arange(8.0).view(1, 1, 2, 2, 2), 2)
F.adaptive_max_pool1d_with_indices(sig, 2)
F.adaptive_max_pool2d_with_indices(img, (2, 1))
F.adaptive_max_pool3d_with_indices(torch.arange(8.0).view(1, 2, 2, 2), 1)
pv, pi = F.max_pool2d_with_indices(img.requires_grad_(), 2)
pv.grad_fn.name(), pi.dtype

# as_strided_scatter
base = torch.zeros(3, 3)
torch.as_strided_scatter(base, torch.ones(3), (3,), (4,))
base.as_strided_scatter(torch.arange(2.0), (2,), (1,), 1)
base
bl = torch.zeros(2, 2, requires_grad=True)
src = torch.tensor([5.0, 6.0], requires_grad=True)
sc = torch.as_strided_scatter(bl, src, (2,), (3,))
sc, sc.grad_fn.name(), sc.stride()
sc.sum().backward()
bl.grad, src.grad

# the deprecated lu_solve, norm(out=), small predicates
LU, piv = torch.linalg.lu_factor(torch.tensor([[2.0, 1.0], [1.0, 3.0]]))
torch.lu_solve(torch.tensor([[1.0], [2.0]]), LU, piv)
torch.tensor([[1.0], [2.0]]).lu_solve(LU, piv)
m = torch.arange(12.0).view(3, 4)
o = torch.empty(0)
r = torch.norm(m, dim=1, out=o)
r is o, o
o2 = torch.empty(0)
torch.norm(m, out=o2), o2.shape
m.is_nested, torch.is_inference(m), m.is_inference()
with torch.inference_mode():
    inf = torch.ones(2)
torch.is_inference(inf), inf.is_inference()
cpu = torch.zeros(2, device="cpu")
cpu.get_device(), torch.get_device(cpu)
torch.typename(m), torch.typename(torch.arange(3)), torch.typename(torch.ones(1, dtype=torch.float64))
torch.typename(torch.nn.Linear), torch.typename(torch.nn.Linear(1, 1)), torch.typename(3), torch.typename("s")
ep = torch.empty_permuted((2, 3, 4, 5), (0, 2, 3, 1))
ep.shape, ep.stride(), ep.dtype, ep.is_contiguous(memory_format=torch.channels_last)
torch.empty_permuted((2, 3), (1, 0), dtype=torch.int64).stride()
torch.empty_permuted((0, 3), (1, 0)).stride()
torch.empty_permuted((), ()).shape
torch.empty_permuted((2, 3), (0, 1), requires_grad=True).requires_grad

# hostile lines: wrong dtypes, bad dims, leaves that require grad, expanded tensors
torch.arccos_(torch.tensor([1, 0]))
torch.ldexp_(torch.tensor([1, 2]), torch.tensor([1, 1]))
torch.ldexp_(torch.tensor([1.0]), torch.tensor([1.0], dtype=torch.float64))
torch.ldexp_(torch.tensor([1.0]), 2)
torch.clamp_(torch.tensor([True, False]), 0, 1)
torch.xlogy_(torch.tensor([1, 2]), torch.tensor([2.0, 3.0]))
torch.fill(torch.ones(2), torch.ones(2))
torch.fill_(torch.ones(2), torch.ones(2))
torch.zero_(3)
need = torch.tensor([0.5, 2.0], requires_grad=True)
torch.clamp_(need, 0, 1)
torch.sinc_(need)
torch.zero_(need)
torch.ldexp_(need, torch.tensor([1, 1]))
torch.conj_physical_(need)
F.elu_(need)
torch.fill(need, 1.0).requires_grad
wide = torch.tensor([0.5]).expand(3)
torch.sinc_(wide)
torch.clamp_(wide, 0, 1)
torch.fill_(wide, 2.0), wide._base.tolist()
F.leaky_relu_(wide)
torch.nan_to_num_(wide)
torch.logit_(torch.tensor([0.5]).expand(2))
F.max_pool2d_with_indices(torch.ones(2, 2, 2, 2, 2), 2)
F.max_pool1d_with_indices(torch.ones(1, 4), 5)
F.max_pool1d_with_indices(torch.ones(1, 1, 4), 2, stride=0)
torch.as_strided_scatter(torch.zeros(3), torch.ones(2), (3,), (1,))
torch.as_strided_scatter(torch.zeros(3), torch.ones(3), (3,), (1,), 1)
torch.as_strided_scatter(torch.zeros(3, 3, requires_grad=True).t(), torch.ones(3), (3,), (4,))
torch.lu_solve(torch.ones(3, 1), LU, piv)
torch.lu_solve(torch.ones(2, 1, dtype=torch.float64), LU, piv)
torch.norm(m, dim=1, out=torch.empty(0, dtype=torch.float64))
torch.norm(m, dim=1, out=torch.empty(0, dtype=torch.int64))
torch.norm(m, dim=2, out=torch.empty(0))
torch.norm(m.clone().requires_grad_(), dim=1, out=torch.empty(0))
torch.empty_permuted((2, 3), (0,))
torch.empty_permuted((2, 3), (0, 2))
torch.empty_permuted((2, 3), (-1, 0))
torch.empty_permuted((2, 3), (1, 1))
torch.is_inference(3)
torch.get_device([1])

# unsafe_chunk / unsafe_split / unsafe_split_with_sizes: split's pieces, not autograd views
base = torch.arange(6.0)
parts = torch.unsafe_chunk(base, 3)
len(parts), parts[1], parts[1]._base is None, parts[1].data_ptr() == base.data_ptr() + 8
parts[0].add_(10)
base
torch.unsafe_split(torch.arange(5), 2), torch.unsafe_split_with_sizes(torch.arange(5), [1, 4])
torch.arange(6.0).view(2, 3).unsafe_chunk(3, 1)[2].stride()
torch.arange(6.0).unsafe_split(4), torch.arange(6.0).unsafe_split_with_sizes([2, 4])
leafu = torch.arange(6.0, requires_grad=True)
up = torch.unsafe_split(leafu * 1, 4)
up[0].grad_fn.name(), up[1].grad_fn.name(), up[0].is_leaf
up[0].mul_(2).grad_fn.name()
(up[0].sum() + 3 * up[1].sum()).backward()
leafu.grad
torch.unsafe_split_with_sizes(leafu * 1, [3, 3])[1].grad_fn.name()
torch.unsafe_chunk(torch.empty(0), 2)
torch.unsafe_chunk(torch.tensor(1.0), 2)
torch.unsafe_split(torch.arange(4), 2, dim=3)
torch.unsafe_split_with_sizes(torch.arange(4), [1, 2])
torch.unsafe_chunk(torch.arange(4), 0)
