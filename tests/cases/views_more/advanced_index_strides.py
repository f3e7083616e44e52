# x[index tensors] keeps the source's dim order where the indices leave it free, as ATen's
# TensorIterator lays out the result (found: we always returned a contiguous result).
import itertools
import torch

x = torch.arange(20.).reshape(4, 5).t()
r = x[[0, 1]]
r.shape, r.stride(), r
r = x[:, [0, 2]]
r.shape, r.stride(), r
z = torch.arange(24.).reshape(2, 3, 4).permute(2, 0, 1)
z[[0, 1]].stride(), z[:, [1, 0]].stride(), z[:, :, [2, 1]].stride()
z[[0, 1], :, [1, 2]].stride(), z[[0, 1], :, [1, 2]]
z[torch.tensor([[0, 1], [1, 2]])].stride()
z[:, torch.tensor([[0, 1], [1, 0]])].stride()
z[..., torch.tensor([[0, 1], [1, 2]])].stride()
z[:, [1, 0]].is_contiguous(), z[:, [1, 0]].contiguous().stride()
cl = torch.arange(96.).reshape(2, 3, 4, 4).contiguous(memory_format=torch.channels_last)
cl[[0]].stride(), cl[:, [0, 2]].stride(), cl[..., [1, 2]].stride(), cl[:, :, [3, 0]].stride()
cl[[1, 0], :, [0, 1]].stride(), cl[:, [0, 1], [2, 3]].stride(), cl[:, [0, 1], :, [2, 3]].stride()
cl[[0]].is_contiguous(memory_format=torch.channels_last)
(cl[:, :, [3, 0]] == cl.contiguous()[:, :, [3, 0]]).all()
mask = torch.tensor([True, False, True, True])
z[mask].stride(), z[:, :, torch.tensor([True, False, True])].stride()
m2 = torch.tensor([[True, False], [False, True], [True, True], [False, False]])
z[m2].stride(), z[m2]
e = torch.arange(6.).expand(3, 6)
e[[0, 1]].stride(), e[:, [0, 1]].stride(), e[[0, 2], [1, 3]].stride()
i32 = torch.tensor([2, 0], dtype=torch.int32)
z[:, i32].stride(), z[:, :, i32].stride()
col = torch.tensor([[0], [1]])
row = torch.tensor([[0, 2, 1]])
z[col, :, row].stride(), z[:, col, row].stride(), z[col, row].stride()
tidx = torch.tensor([[0, 1, 2], [2, 1, 0]]).t()
tidx.stride(), z[tidx].stride(), z[:, :, tidx].stride()
z[tidx, :, tidx].stride()
s = torch.arange(60.).reshape(3, 4, 5)[:, ::2, 1:]
s.stride(), s[[0, 2]].stride(), s[:, [1, 0]].stride(), s[:, :, [3, 0, 1]].stride()
s.transpose(0, 2)[[1, 2]].stride(), s.transpose(0, 2)[:, [0]].stride()
one = torch.arange(12.).reshape(3, 1, 4).permute(2, 1, 0)
one.stride(), one[[0, 3]].stride(), one[:, [0, 0]].stride(), one[:, :, [2]].stride()
empty = torch.zeros(0, 3).t()
empty[[0, 1]].stride(), empty[:, []].stride()
b = torch.arange(24).reshape(2, 3, 4).transpose(0, 2).to(torch.int16)
b[[1]].stride(), b[[1]].dtype, b[:, [2, 1]]
g = torch.arange(24.).reshape(2, 3, 4).permute(1, 2, 0).requires_grad_()
y = g[:, [3, 1]]
y.stride(), y.grad_fn.name()
y.sum().backward()
g.grad.stride(), g.grad[:, :, 0]
rows3 = []
for perm in itertools.permutations(range(3)):
    t = torch.arange(60.).reshape(3, 4, 5).permute(*perm)
    rows3.append((perm, t[[1, 0]].stride(), t[:, [2, 0]].stride(), t[:, :, [1, 1]].stride(),
                  t[[0, 1], :, [1, 2]].stride(), t[:, [0, 1], [2, 1]].stride()))
rows3
rows4 = []
for perm in itertools.permutations(range(4)):
    t = torch.zeros(2, 3, 4, 5).permute(*perm)
    rows4.append((perm, t[[1, 0]].stride(), t[:, [0, 1]].stride(), t[..., [0, 1]].stride(),
                  t[:, :, [0, 1], [1, 0]].stride(), t[[1, 0], :, [0, 1]].stride()))
rows4
