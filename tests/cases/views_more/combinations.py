# torch.combinations (missing; found by a reach probe): ATen 2.15 indexes the input by the
# nonzero positions of an increasing-index mask, so its node is IndexBackward0.
import torch
x = torch.tensor([1, 2, 3])
torch.combinations(x)
torch.combinations(x, r=3)
torch.combinations(x, with_replacement=True)
torch.combinations(x, 0)
torch.combinations(x, 1)
torch.combinations(torch.tensor([]), 2)
w = torch.tensor([1.0, 2.0, 4.0], requires_grad=True)
c = torch.combinations(w)
c
c.prod(1).sum().backward()
w.grad
torch.combinations(torch.ones(2, 2))
torch.combinations(x, -1)
torch.combinations(x, r=4).shape
