# Seeded draws from LowRankMultivariateNormal and GeneralizedPareto, and a reparameterized
# gradient through the low-rank factor.
import torch
from torch.distributions import LowRankMultivariateNormal, GeneralizedPareto

torch.manual_seed(5)
m = LowRankMultivariateNormal(torch.zeros(3), torch.tensor([[1.0], [0.5], [-0.3]]), torch.tensor([0.5, 1.0, 2.0]))
m.sample()
m.sample((2,))
W = torch.tensor([[0.3, 0.1], [0.2, -0.4], [0.5, 0.0]], requires_grad=True)
z = LowRankMultivariateNormal(torch.zeros(4, 3), W, torch.ones(3)).rsample((2,))
z.shape
z.pow(2).sum().backward()
W.grad
GeneralizedPareto(torch.tensor([0.0, 1.0]), torch.tensor([1.0, 2.0]), torch.tensor([0.5, 0.0])).sample((3,))
