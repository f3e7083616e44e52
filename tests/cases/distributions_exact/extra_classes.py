# MixtureSameFamily (a Gaussian mixture, as the docs build it), InverseGamma, Kumaraswamy,
# FisherSnedecor and ContinuousBernoulli: densities, moments and their KL pairs.
import torch
from torch.distributions import (Categorical, ContinuousBernoulli, FisherSnedecor, Independent,
                                 InverseGamma, Kumaraswamy, MixtureSameFamily, Normal, Beta,
                                 Exponential, Uniform, Gamma, Laplace, kl_divergence)

mix = Categorical(torch.ones(5))
comp = Normal(torch.tensor([-2.0, -1.0, 0.0, 1.0, 2.0]), torch.tensor([0.5, 1.0, 1.0, 1.0, 0.5]))
gmm = MixtureSameFamily(mix, comp)
gmm.batch_shape, gmm.event_shape
gmm.log_prob(torch.tensor([0.0, 1.5, -3.0]))
gmm.mean, gmm.variance
gmm.cdf(torch.tensor([0.0, 1.5]))
gmm.support
gmm.expand((3,)).batch_shape

mix = Categorical(torch.ones(5))
comp = Independent(Normal(torch.arange(10.0).reshape(5, 2), torch.ones(5, 2)), 1)
gmm2 = MixtureSameFamily(mix, comp)
gmm2.batch_shape, gmm2.event_shape
gmm2.log_prob(torch.tensor([[1.0, 2.0], [4.0, 4.0]]))
gmm2.mean, gmm2.variance

mix = Categorical(torch.rand(3, 5).softmax(-1).round(decimals=2) + 0.01)
comp = Independent(Normal(torch.zeros(3, 5, 2), torch.ones(3, 5, 2)), 1)
gmm3 = MixtureSameFamily(mix, comp)
gmm3.batch_shape, gmm3.event_shape
gmm3.log_prob(torch.zeros(3, 2)).shape
loc = torch.tensor([0.0, 1.0], requires_grad=True)
lp = MixtureSameFamily(Categorical(torch.tensor([0.3, 0.7])), Normal(loc, torch.ones(2))).log_prob(torch.tensor([0.5, 2.0]))
lp
lp.sum().backward()
loc.grad
MixtureSameFamily(Normal(0.0, 1.0), Normal(torch.zeros(2), torch.ones(2)))
MixtureSameFamily(Categorical(torch.ones(3)), Normal(torch.zeros(2), torch.ones(2)))

ig = InverseGamma(torch.tensor([3.0, 1.5]), torch.tensor([2.0, 1.0]))
ig.log_prob(torch.tensor([0.5, 2.0]))
ig.mean, ig.mode, ig.variance, ig.entropy()
ig.support

ku = Kumaraswamy(torch.tensor([2.0, 0.5]), torch.tensor([3.0, 2.0]))
ku.log_prob(torch.tensor([0.3, 0.7]))
ku.mean, ku.variance, ku.mode, ku.entropy()

fs = FisherSnedecor(torch.tensor([5.0, 1.0]), torch.tensor([10.0, 3.0]))
fs.log_prob(torch.tensor([0.5, 2.0]))
fs.mean, fs.variance, fs.mode

cb = ContinuousBernoulli(torch.tensor([0.2, 0.5, 0.8]))
cb.log_prob(torch.tensor([0.3, 0.5, 0.9]))
cb.mean, cb.variance, cb.stddev, cb.entropy()
cb.cdf(torch.tensor([0.3, 0.5, 0.9]))
cb.icdf(torch.tensor([0.3, 0.5, 0.9]))
cb.logits
ContinuousBernoulli(logits=torch.tensor([0.0, 2.0])).probs
ContinuousBernoulli(torch.tensor([1.2]))
ContinuousBernoulli(torch.tensor([1.2]), validate_args=True)
ContinuousBernoulli(torch.tensor([0.3])).log_prob(torch.tensor([1.5]))
logits = torch.tensor([0.5, -1.0], requires_grad=True)
l = ContinuousBernoulli(logits=logits).log_prob(torch.tensor([0.25, 0.75])).sum()
l
l.backward()
logits.grad

kl_divergence(ContinuousBernoulli(torch.tensor([0.2])), ContinuousBernoulli(torch.tensor([0.7])))
kl_divergence(Beta(torch.tensor([2.0]), torch.tensor([3.0])), ContinuousBernoulli(torch.tensor([0.7])))
kl_divergence(ContinuousBernoulli(torch.tensor([0.2])), Exponential(torch.tensor([2.0])))
kl_divergence(ContinuousBernoulli(torch.tensor([0.2])), Normal(torch.tensor([0.0]), torch.tensor([1.0])))
kl_divergence(ContinuousBernoulli(torch.tensor([0.2])), Uniform(torch.tensor([0.0]), torch.tensor([1.0])))
kl_divergence(ContinuousBernoulli(torch.tensor([0.2])), Uniform(torch.tensor([-1.0]), torch.tensor([2.0])))
kl_divergence(Uniform(torch.tensor([0.2]), torch.tensor([0.6])), ContinuousBernoulli(torch.tensor([0.7])))
kl_divergence(Normal(torch.tensor([0.0]), torch.tensor([1.0])), ContinuousBernoulli(torch.tensor([0.7])))
kl_divergence(Gamma(torch.tensor([2.0]), torch.tensor([1.0])), ContinuousBernoulli(torch.tensor([0.7])))
kl_divergence(Laplace(torch.tensor([0.0]), torch.tensor([1.0])), ContinuousBernoulli(torch.tensor([0.7])))
kl_divergence(InverseGamma(torch.tensor([3.0]), torch.tensor([2.0])), InverseGamma(torch.tensor([2.0]), torch.tensor([2.0])))
kl_divergence(Kumaraswamy(torch.tensor([2.0]), torch.tensor([3.0])), Kumaraswamy(torch.tensor([2.0]), torch.tensor([3.0])))
