import torch
torch.histogram(torch.tensor([1., 2, 1]), bins=4, range=(0., 3.), weight=torch.tensor([1., 2., 4.]))
torch.histogram(torch.tensor([1., 2, 1]), bins=4, range=(0., 3.), weight=torch.tensor([1., 2., 4.]), density=True)
torch.histogram(torch.tensor([2., 2.]), bins=2)
torch.histogram(torch.tensor([0., 0.5, 1.0, 3.0]), bins=torch.tensor([0., 1., 2.]))
torch.histogram(torch.tensor([1, 2]), 2)
r = torch.histogram(torch.tensor([1., 2, 1]), 3)
type(r).__name__
r.hist
r.bin_edges
h, e = torch.arange(10.).histogram(5)
h, e
torch.histogram(torch.linspace(-1, 1, 101, dtype=torch.float64), 7)
torch.histogram(torch.tensor([-5., 0.2, 0.9, 7.]), 2, range=(0., 1.))
torch.histogram(torch.tensor([]), 3)
torch.histogram(torch.tensor([1.]), 0)
torch.histogram(torch.tensor([1.]), -2)
