# torch.histc: a histogram with equal-width bins, as data-exploration tutorials draw one.
import torch

x = torch.tensor([1., 2., 1., 4., 2.5, 3.9, 0.])
torch.histc(x, bins=4, min=0, max=4)
torch.histc(x, bins=4)
x.histc(bins=3, min=1, max=3)
torch.histc(x, 2, 0.5, 1.5)
torch.histc(x.double(), bins=5, min=-1, max=10)
torch.histc(torch.arange(6.).reshape(2, 3), 3)
torch.histc(torch.tensor([2., 2.]), bins=4)
torch.histc(torch.tensor([]), bins=3)
torch.histc(torch.tensor([1., float('nan'), 3.]), bins=2, min=0, max=4)
torch.histc(torch.arange(5.), bins=3, min=1.5, max=1.5)

# Edges fall where linspace puts them: values on an edge go right, the last edge is inside
e = torch.linspace(0, 1, 11)
torch.histc(e, bins=10, min=0, max=1)
torch.histc(torch.arange(0., 1.05, 0.05), bins=20, min=0, max=1)
torch.histc(torch.arange(1000.) / 7, bins=13)

a = torch.arange(5., requires_grad=True)
h = torch.histc(a, 2)
h.requires_grad, h.grad_fn

# Refusals
torch.histc(torch.arange(5), bins=3)
torch.histc(torch.arange(5.), bins=0)
torch.histc(torch.arange(5.), bins=3, min=3, max=1)
torch.histc(torch.tensor([1., float('inf')]), bins=3)
torch.histc(torch.tensor([1., float('nan')]), bins=3)
torch.histc(torch.arange(3.), bins=3, min=-0.5, max=float('inf'))
