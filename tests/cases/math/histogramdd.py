# torch.histogramdd as a 2-d density plot of samples uses it: counts per cell, edges per dim,
# range and density, the edges given as tensors, and the NotImplemented nodes of its three ATen ops.
import torch
x = torch.tensor([[0., 1.], [1., 0.], [2., 0.], [2., 2.]])
h = torch.histogramdd(x, bins=[3, 3], weight=torch.tensor([1., 2., 4., 8.]))
h
h.hist.shape
torch.histogramdd(x, bins=[2, 2], range=[0., 1., 0., 1.], density=True)
torch.histogramdd(x, bins=2)
torch.histogramdd(x, bins=[torch.tensor([0., 1., 2.]), torch.tensor([0., 2.])])
torch.histogramdd(torch.tensor([[0.5], [1.5]]), bins=[2])
y = torch.arange(24.).reshape(2, 4, 3).sin()
torch.histogramdd(y, bins=[2, 3, 2])
try:
    torch.histogramdd(x, bins=[2, 2, 2])
    e1 = "no"
except RuntimeError as e:
    e1 = str(e)
e1
try:
    torch.histogramdd(x, bins=[2, 0])
    e2 = "no"
except RuntimeError as e:
    e2 = str(e)
e2
try:
    torch.histogramdd(x, bins=2, range=[0., 1.])
    e3 = "no"
except RuntimeError as e:
    e3 = str(e)
e3
torch.histogramdd(x.double(), bins=(2, 2)).hist.dtype
xr = x.clone().requires_grad_()
hr = torch.histogramdd(xr, bins=[2, 2])
hr.hist.requires_grad, [e.requires_grad for e in hr.bin_edges]
hr.hist.grad_fn.name()
try:
    hr.hist.sum().backward()
    e4 = "no"
except RuntimeError as e:
    e4 = str(e)
e4
hb = torch.histogramdd(xr, bins=[torch.tensor([0., 1., 2.]), torch.tensor([0., 2.])])
hb.hist.requires_grad, len(hb.hist.grad_fn.next_functions)
b0 = torch.tensor([0., 1., 2.])
hg = torch.histogramdd(x, bins=[b0, torch.tensor([0., 2.])])
hg.bin_edges[0] is b0
w = torch.ones(4, requires_grad=True)
len(torch.histogramdd(xr, bins=[2, 2], weight=w).hist.grad_fn.next_functions)
