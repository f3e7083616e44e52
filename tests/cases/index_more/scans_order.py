# cumprod, cummax/cummin, logcumsumexp, msort, sort(stable=True), kthvalue, median,
# nanmedian, mode (API-doc examples, NaN and tie edges, autograd)
import torch
x = torch.tensor([[3., 1, 2, 1], [0, 5, 5, 4], [2., float('nan'), 1, 3]])
x.cumprod(1)
torch.cumprod(x, 0)
torch.cumprod(torch.tensor([[1, 2], [3, 4]]), 0)
torch.cumprod(torch.tensor([1, 2, 3], dtype=torch.int32), 0, dtype=torch.float64)
torch.cumprod(torch.tensor([True, True, False]), 0)
x.T.cumprod(-1)
torch.tensor(3.).cumprod(0)
x.cummax(1)
x.cummin(0)
torch.cummax(torch.tensor([1., 3, 3, 2, 3]), 0)
torch.cummin(torch.tensor([3., 1, 1, 2, 1]), dim=0)
torch.tensor(3.).cummax(0)
torch.ones(2, 0).cummax(1)
x.logcumsumexp(1)
torch.logcumsumexp(torch.tensor([float('-inf'), 0., float('inf')]), 0)
torch.logcumsumexp(torch.arange(6.).reshape(2, 3), dim=0)
torch.msort(x)
x.msort()
x.sort(stable=True, dim=0)
x.sort(stable=True, descending=True)
torch.sort(torch.tensor([2, 1, 2, 1, 0]), stable=True)
x.kthvalue(2, 1)
x.kthvalue(2)
torch.kthvalue(x, 1, 0, True)
torch.arange(1., 6.).kthvalue(4)
x.median()
x.median(1)
x.median(0, keepdim=True)
x.nanmedian()
x.nanmedian(1)
torch.tensor([1., 2, 3, 4]).median()
torch.tensor([[2, 1], [1, 2]]).median(1)
torch.tensor([]).median()
torch.tensor([float('nan')]).nanmedian()
torch.ones(2, 0).median(0)
x.mode(1)
torch.tensor([1, 2, 2, 3, 3]).mode()
torch.tensor([[1., 1, 2], [3, 2, 2]]).mode(0)
torch.mode(torch.tensor([[1., 1, 2], [3, 2, 2]]), 1, True)
# autograd
a = torch.tensor([[2., 0., 3.], [1., 2., 4.]], requires_grad=True)
c = a.cumprod(1)
c
c.sum().backward()
a.grad
b = torch.tensor([[1., 3., 2.], [4., 4., 0.]], requires_grad=True)
m = b.cummax(1)
m
(m.values * torch.arange(6.).reshape(2, 3)).sum().backward()
b.grad
l = torch.tensor([0., 1., 2.], requires_grad=True)
lc = l.logcumsumexp(0)
lc
lc.sum().backward()
l.grad
k = torch.tensor([[3., 1., 2.], [0., 5., 4.]], requires_grad=True)
kv = k.kthvalue(2, 1)
kv
kv.values.sum().backward()
k.grad
md = torch.tensor([1., 2., 2., 3.], requires_grad=True)
mv = md.median()
mv
mv.backward()
md.grad
me = torch.tensor([[1., 5., 2.], [3., 2., 2.]], requires_grad=True)
mm = me.median(1)
mm
mm.values.sum().backward()
me.grad
mo = torch.tensor([[1., 1., 2.], [3., 2., 2.]], requires_grad=True)
mode = mo.mode(1)
mode
mode.values.sum().backward()
mo.grad
ms = torch.tensor([[3., 1.], [2., 4.]], requires_grad=True).msort()
ms
torch.tensor([3., 1.], requires_grad=True).sort(stable=True).values
# errors
x.long().logcumsumexp(1)
x.kthvalue(4, 0)
x.kthvalue(0, 1)
x.cumprod(2)
torch.ones(2, 0).median(1)
torch.ones(2, 0).mode(1)
torch.ones(2, 0).kthvalue(1, 1)
