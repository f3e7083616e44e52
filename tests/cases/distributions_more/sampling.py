# Seeded draws of each distribution whose sampler stridelab has (the same RNG calls as
# PyTorch's, so the same numbers), their shapes, and gradients through rsample.
import torch
from torch.distributions import (Bernoulli, Categorical, Cauchy, Exponential, Geometric, Gumbel,
                                 HalfNormal, Independent, Laplace, LogNormal, Multinomial,
                                 MultivariateNormal, Normal, OneHotCategorical,
                                 OneHotCategoricalStraightThrough, Poisson, RelaxedBernoulli,
                                 RelaxedOneHotCategorical, Uniform, Gamma, Beta, Binomial)

torch.manual_seed(1)
Normal(0.0, 1.0).sample()
Normal(0.0, 1.0).sample((3,))
Normal(torch.zeros(2), torch.ones(2)).sample((2, 3)).shape
Normal(torch.zeros(20), torch.ones(20)).rsample()
Uniform(0.0, 2.0).sample((5,))
Exponential(torch.tensor([1.0, 3.0])).sample((3,))
Exponential(2.0).rsample((4,))
Laplace(torch.tensor([0.0, 1.0]), torch.tensor([1.0, 0.5])).sample((3,))
Cauchy(0.0, 1.0).sample((4,))
Gumbel(0.0, 1.0).sample((4,))
HalfNormal(2.0).sample((4,))
LogNormal(0.0, 0.5).sample((4,))
Geometric(torch.tensor([0.3, 0.7])).sample((4,))
Poisson(torch.tensor([0.5, 10.0, 40.0])).sample((2,))
Bernoulli(torch.tensor([0.2, 0.9])).sample((4,))
Categorical(logits=torch.tensor([[0.0, 1.0], [2.0, -1.0]])).sample((3,))
OneHotCategorical(torch.tensor([0.2, 0.3, 0.5])).sample((4,))
Multinomial(10, torch.tensor([0.2, 0.3, 0.5])).sample((2,))
MultivariateNormal(torch.tensor([1.0, -1.0]), torch.tensor([[2.0, 0.5], [0.5, 1.0]])).sample((3,))
MultivariateNormal(torch.zeros(3, 2), torch.eye(2)).sample((2,)).shape
RelaxedBernoulli(torch.tensor(0.5), torch.tensor([0.3, 0.8])).rsample((2,))
RelaxedOneHotCategorical(torch.tensor(0.5), torch.tensor([0.3, 0.7])).rsample((2,))
Independent(Normal(torch.zeros(2, 3), torch.ones(2, 3)), 1).sample((4,)).shape
Normal(torch.zeros(2, 3), 1.0).expand((4, 2, 3)).sample().shape
Normal(0.0, 1.0).sample_n(3)

# sample() draws without a graph; rsample() keeps one.
mu = torch.tensor([0.5, -0.5], requires_grad=True)
sigma = torch.tensor([1.0, 2.0], requires_grad=True)
dist = Normal(mu, sigma)
dist.sample().requires_grad
s = dist.rsample((4,))
s.shape
s.grad_fn is not None
(s ** 2).mean().backward()
mu.grad
sigma.grad
rate = torch.tensor([1.0, 2.0], requires_grad=True)
z = Exponential(rate).rsample((3,))
z
z.sum().backward()
rate.grad
loc = torch.tensor([0.0, 1.0], requires_grad=True)
L = torch.tensor([[1.0, 0.0], [0.5, 2.0]], requires_grad=True)
v = MultivariateNormal(loc, scale_tril=L).rsample((3,))
v
v.pow(2).sum().backward()
loc.grad
L.grad
p = torch.tensor([0.2, 0.3, 0.5], requires_grad=True)
st = OneHotCategoricalStraightThrough(p).rsample()
st
(st * torch.tensor([1.0, 2.0, 3.0])).sum().backward()
p.grad
Normal(mu, sigma).has_rsample, Categorical(torch.ones(3)).has_rsample, Gamma(1.0, 1.0).has_rsample

# A Monte Carlo estimate of a KL divergence, as tutorials check the closed form.
torch.manual_seed(2)
p = Normal(torch.tensor([0.0]), torch.tensor([1.0]))
q = Normal(torch.tensor([1.0]), torch.tensor([2.0]))
xs = p.sample((1000,))
(p.log_prob(xs) - q.log_prob(xs)).mean()
torch.distributions.kl_divergence(p, q)
