# Output layouts of composite ops that differ from their input's (probe 77), as PyTorch 2.15's
# CPU kernels give them: tril/triu and rms_norm return row-major, index_fill/index_put keep a
# dense input's strides, max_pool1d's fast path is row-major, the *_scatter ops keep a gapped
# input's exact strides and offset; nan_to_num casts an overflowing replacement to ±inf.
import torch
import torch.nn as nn
import torch.nn.functional as F

x3 = torch.arange(24.0).view(2, 3, 4)

# tril/triu: a fresh row-major output whatever the input's layout
p = x3.permute(2, 0, 1)
p.tril().stride(), p.triu(1).stride(), p.tril().is_contiguous()
torch.tril(p, -1)
q = x3.transpose(0, 1)
q.tril().stride(), torch.triu(q).stride(), x3.transpose(1, 2).tril().stride()
x4 = torch.arange(120.0).view(2, 3, 4, 5)
[x4.permute(*d).tril().stride() for d in [(0, 1, 3, 2), (1, 0, 2, 3), (3, 2, 1, 0), (2, 0, 3, 1)]]
x3[:, :, ::2].triu().stride(), x3[::2].tril().stride()
torch.arange(4.0).view(1, 4).expand(3, 4).tril().stride()
cl = torch.arange(48.0).view(1, 3, 4, 4).contiguous(memory_format=torch.channels_last)
cl.tril().stride(), cl.triu(2).stride()
torch.empty(0, 3, 4).permute(2, 0, 1).tril().stride()
torch.arange(12.0).view(1, 3, 4).permute(2, 0, 1).triu().stride()
torch.ones(2, 3, 3, dtype=torch.bool).transpose(0, 2).tril()
g = p.clone().requires_grad_()
gt = g.permute(1, 2, 0).tril()
gt.stride(), gt.grad_fn.name()
gt.sum().backward()
g.grad.stride()
torch.tensor(5.0).tril()

# index_fill / index_put out of place: clone(preserve_format), then the in-place op
a = x3.permute(2, 0, 1)
a.index_fill(1, torch.tensor([0]), 1.0).stride()
t = torch.arange(12.0).view(3, 4).t()
t.index_fill(0, torch.tensor([1]), -1.0).stride(), t.index_fill(0, torch.tensor([1]), -1.0)
t.index_fill(1, torch.tensor([0, 2]), torch.tensor(7.0)).stride()
torch.index_fill(t, 0, torch.tensor([3]), 2.0).stride()
x3[:, :, ::2].index_fill(0, torch.tensor([0]), 1.0).stride()
torch.arange(4.0).view(1, 4).expand(3, 4).index_fill(0, torch.tensor([0]), 1.0).stride()
cl.index_fill(1, torch.tensor([1]), 0.0).stride()
t.index_put((torch.tensor([0]),), torch.tensor(1.0)).stride()
r = t.index_put((torch.tensor([0]), torch.tensor([1])), torch.tensor(1.0), accumulate=True)
r.stride(), r
torch.index_put(a, (torch.tensor([1]),), torch.tensor(9.0)).stride()
x3[:, 1:, ::2].index_put((torch.tensor([1]),), torch.tensor(9.0)).stride()
t.index_put((torch.tensor([], dtype=torch.long),), torch.tensor(1.0)).stride()
t.index_copy(0, torch.tensor([0]), torch.zeros(1, 3)).stride(), t.index_add(0, torch.tensor([0]), torch.ones(1, 3)).stride()
t.masked_fill(t > 3, 0.0).stride(), t.scatter(0, torch.tensor([[0]]), 5.0).stride()
tg = t.clone().requires_grad_()
fi = tg.t().t().index_fill(0, torch.tensor([0]), 0.0)
fi.stride(), fi.grad_fn.name()
fi.sum().backward()
tg.grad
tt = t.clone()
tt.index_fill_(0, torch.tensor([2]), 3.0).stride(), tt.stride()

# rms_norm: the composite ends with contiguous(input.suggest_memory_format())
F.rms_norm(a, (3,)).stride(), F.rms_norm(a, (2, 3)).stride()
F.rms_norm(a, (3,), torch.ones(3)).stride()
nn.RMSNorm(4)(torch.arange(12.0).view(4, 3).t()).stride()
F.rms_norm(x3[:, :, ::2], (2,)).stride()
F.rms_norm(torch.arange(4.0).expand(3, 4), (4,)).stride()
F.rms_norm(cl, (4,)).stride()
F.rms_norm(torch.arange(6.0).view(1, 2, 3).permute(1, 0, 2), (3,)).stride()
F.rms_norm(torch.empty(0, 3).t(), (0,)).stride()
h = F.rms_norm(a.half(), (3,), torch.ones(3, dtype=torch.half))
h.stride(), h.dtype, h
ar = a.clone().requires_grad_()
rn = F.rms_norm(ar.permute(1, 0, 2), (3,))
rn.stride(), rn.grad_fn.name(), rn.grad_fn.next_functions[0][0].name()
rc = F.rms_norm(x3.clone().requires_grad_(), (4,))
rc.stride(), rc.grad_fn.name()
torch.allclose(F.rms_norm(a, (3,)), F.rms_norm(a.contiguous(), (3,)))
F.rms_norm(torch.tensor([3.0]), (1,))

# max_pool1d: the fast path (no indices, no graph) fills a row-major output
x = x3.transpose(1, 2)
F.max_pool1d(x, 2, 1).stride(), F.max_pool1d(x, 2, 1).is_contiguous()
F.max_pool1d(x, 2, 1, return_indices=True)[0].stride()
nn.MaxPool1d(2, 1)(x).stride(), nn.MaxPool1d(2, 1, return_indices=True)(x)[0].stride()
F.max_pool1d(torch.arange(12.0).view(3, 4).t(), 2).stride()
F.max_pool1d(x3[:, :, ::2], 1).stride()
F.max_pool1d(torch.arange(6.0).view(2, 3, 1).transpose(1, 2), 1).stride()
F.max_pool1d(torch.empty(0, 3, 4).transpose(1, 2), 2).stride()
F.max_pool1d(x, 3, 1, padding=1, ceil_mode=True)
xr = x.clone().requires_grad_()
mp = F.max_pool1d(xr, 2, 1)
mp.stride(), mp.grad_fn.name()
with torch.no_grad():
    nograd = F.max_pool1d(xr, 2, 1).stride()
nograd
mp.sum().backward()
xr.grad.stride(), xr.grad

# slice/select/diagonal_scatter: clone_preserve_strides keeps a gapped input's strides and offset
s = x3[:, :, ::2]
s.slice_scatter(torch.zeros(2, 1, 2), 1, 0, 1).stride()
s.select_scatter(torch.zeros(2, 2), 1, 0).stride()
s.diagonal_scatter(torch.zeros(2, 2), 0, 1, 2).stride()
s2 = x3[:, 1:, ::2]
o = s2.slice_scatter(torch.zeros(2, 1, 2), 1, 0, 1)
o.stride(), o.storage_offset(), o.is_contiguous(), o
torch.select_scatter(s2, torch.full((2, 2), -1.0), 1, 1).storage_offset()
torch.slice_scatter(x3[:, 1:], torch.zeros(2, 1, 4), 1, 0, 1).storage_offset()
gp = torch.arange(48.0).view(2, 3, 8)[:, :, ::2].permute(2, 0, 1)
gp.slice_scatter(torch.zeros(1, 2, 3), 0, 1, 2).stride()
torch.arange(4.0).view(1, 1, 4).expand(2, 3, 4).select_scatter(torch.zeros(2, 4), 1, 0).stride()
x3.permute(2, 0, 1).diagonal_scatter(torch.zeros(3, 2), 0, 0, 1).stride()
torch.empty(0, 3, 4)[:, :, ::2].slice_scatter(torch.zeros(0, 1, 2), 1, 0, 1).stride()
sg = s.clone().requires_grad_()
sv = sg.transpose(0, 2)[::1].slice_scatter(torch.ones(1, 3, 2), 0, 0, 1)
sv.stride(), sv.grad_fn.name()
sv.sum().backward()
sg.grad
torch.tensor([1.0, 2.0, 3.0])[::2].select_scatter(torch.tensor(9.0), 0, 1)

# nan_to_num: a replacement that overflows the dtype becomes ±inf (no range check)
hv = torch.tensor([float("inf"), float("-inf"), float("nan")], dtype=torch.float16)
torch.nan_to_num(hv, posinf=1e6)
torch.nan_to_num(hv, nan=1e5, neginf=-7e4)
hv.nan_to_num(nan=-1e9, posinf=65504.0)
torch.nan_to_num(torch.tensor([float("inf")], dtype=torch.bfloat16), posinf=1e39)
torch.nan_to_num(torch.tensor([float("inf"), float("nan")]), posinf=1e39, nan=-1e40)
torch.nan_to_num(torch.tensor([float("inf")], dtype=torch.float64), posinf=1e39)
torch.nan_to_num(torch.tensor(float("nan"), dtype=torch.float16), nan=7e4)
torch.nan_to_num(torch.empty(0, dtype=torch.float16), posinf=1e6)
hc = hv.clone()
hc.nan_to_num_(posinf=1e6, neginf=-1e6)
hc
torch.nan_to_num(torch.tensor([1, 2]), posinf=1e39)
# as_strided_scatter copies its input as clone_preserve_strides does: the strides and the
# offset of the scattered view address the same elements in the copy (gapped, offset input).
g = torch.arange(24.).view(2, 3, 4)[:, 1:, ::2]
s = g.as_strided_scatter(torch.tensor([-1., -2.]), (2,), (3,))
s.stride(), s.storage_offset(), s.tolist()
g.as_strided_scatter(torch.tensor([-5.]), (1,), (1,), 2).tolist()
