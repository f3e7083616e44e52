# LowRankMultivariateNormal (covariance W W^T + D, as variational and GP code builds it) and
# GeneralizedPareto: densities, moments, matrices and KL pairs.
import torch
from torch.distributions import (LowRankMultivariateNormal, MultivariateNormal, GeneralizedPareto,
                                 kl_divergence)

W = torch.tensor([[1.0], [0.5], [-0.3]])
Dg = torch.tensor([0.5, 1.0, 2.0])
m = LowRankMultivariateNormal(torch.zeros(3), W, Dg)
m.batch_shape, m.event_shape
m.log_prob(torch.tensor([0.1, -0.2, 0.3]))
m.entropy()
m.mean, m.variance
m.covariance_matrix
m.precision_matrix
m.scale_tril
MultivariateNormal(torch.zeros(3), m.covariance_matrix).log_prob(torch.tensor([0.1, -0.2, 0.3]))
mb = LowRankMultivariateNormal(torch.zeros(4, 3), torch.ones(3, 2) * 0.5, torch.ones(3))
mb.batch_shape, mb.log_prob(torch.ones(3)), mb.entropy()
mb.expand((2, 4)).batch_shape
loc = torch.tensor([0.0, 1.0, 2.0], requires_grad=True)
Wg = torch.tensor([[0.3, 0.1], [0.2, -0.4], [0.5, 0.0]], requires_grad=True)
lp = LowRankMultivariateNormal(loc, Wg, torch.ones(3)).log_prob(torch.tensor([0.5, 0.5, 0.5]))
lp
lp.backward()
loc.grad
Wg.grad
LowRankMultivariateNormal(torch.zeros(3), torch.ones(2, 1), torch.ones(3))
LowRankMultivariateNormal(torch.zeros(3), W, -Dg)
kl_divergence(LowRankMultivariateNormal(torch.zeros(3), W, Dg),
              LowRankMultivariateNormal(torch.ones(3), torch.ones(3, 2) * 0.2, torch.ones(3)))
kl_divergence(MultivariateNormal(torch.zeros(3), torch.eye(3)),
              LowRankMultivariateNormal(torch.ones(3), W, Dg))
kl_divergence(LowRankMultivariateNormal(torch.zeros(3), W, Dg),
              MultivariateNormal(torch.ones(3), 2 * torch.eye(3)))

g = GeneralizedPareto(torch.tensor([0.0, 1.0, 0.0]), torch.tensor([1.0, 2.0, 0.5]), torch.tensor([0.5, 0.0, -0.25]))
g.log_prob(torch.tensor([0.5, 2.0, 1.0]))
g.cdf(torch.tensor([0.5, 2.0, 1.0]))
g.icdf(torch.tensor([0.1, 0.5, 0.9]))
g.log_survival_function(torch.tensor([0.5, 2.0, 1.0]))
g.mean, g.variance, g.mode, g.entropy()
g.support
g.log_prob(torch.tensor([0.5, 2.0, 3.0]))
