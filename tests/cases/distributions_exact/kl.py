# kl_divergence for the pairs PyTorch registers, register_kl for a pair of one's own, and
# the error for a pair nobody registered.
import torch
from torch.distributions import (Bernoulli, Beta, Binomial, Categorical, Cauchy, Dirichlet,
                                 Exponential, Gamma, Geometric, Gumbel, HalfNormal, Independent,
                                 Laplace, LogNormal, MultivariateNormal, Normal, OneHotCategorical,
                                 Pareto, Poisson, TransformedDistribution, Uniform, Chi2,
                                 kl_divergence, register_kl)
from torch.distributions.kl import kl_divergence as kl2
from torch.distributions.transforms import ExpTransform

p = Normal(torch.tensor([0.0]), torch.tensor([1.0]))
q = Normal(torch.tensor([1.0]), torch.tensor([2.0]))
kl_divergence(p, q)
kl2(q, p)
loc = torch.tensor([0.3, -0.2], requires_grad=True)
k = kl_divergence(Normal(loc, torch.ones(2)), Normal(torch.zeros(2), torch.ones(2)))
k
k.sum().backward()
loc.grad
kl_divergence(Categorical(torch.tensor([0.2, 0.8])), Categorical(torch.tensor([0.5, 0.5])))
kl_divergence(Categorical(torch.tensor([0.2, 0.8])), Categorical(torch.tensor([0.0, 1.0])))
kl_divergence(OneHotCategorical(torch.tensor([0.2, 0.8])), OneHotCategorical(torch.tensor([0.5, 0.5])))
kl_divergence(Bernoulli(torch.tensor(0.3)), Bernoulli(torch.tensor(0.6)))
kl_divergence(Bernoulli(torch.tensor([0.0, 1.0])), Bernoulli(torch.tensor([0.5, 0.5])))
kl_divergence(Independent(Normal(torch.zeros(3), torch.ones(3)), 1),
              Independent(Normal(torch.ones(3), torch.ones(3)), 1))
kl_divergence(MultivariateNormal(torch.zeros(2), torch.eye(2)),
              MultivariateNormal(torch.ones(2), 2 * torch.eye(2)))
kl_divergence(MultivariateNormal(torch.zeros(3, 2), torch.tensor([[2.0, 0.5], [0.5, 1.0]])),
              MultivariateNormal(torch.ones(2), scale_tril=torch.tensor([[1.0, 0.0], [0.3, 0.7]])))
kl_divergence(Beta(torch.tensor(2.0), torch.tensor(3.0)), Beta(torch.tensor(1.0), torch.tensor(1.0)))
kl_divergence(Dirichlet(torch.tensor([1.0, 2.0])), Dirichlet(torch.tensor([2.0, 2.0])))
kl_divergence(Exponential(torch.tensor([2.0])), Exponential(torch.tensor([0.5])))
kl_divergence(Gamma(torch.tensor([2.0]), torch.tensor([3.0])), Gamma(torch.tensor([1.0]), torch.tensor([1.0])))
kl_divergence(Chi2(torch.tensor([3.0])), Chi2(torch.tensor([2.0])))
kl_divergence(Laplace(0.0, 1.0), Laplace(1.0, 2.0))
kl_divergence(Poisson(torch.tensor([2.0])), Poisson(torch.tensor([3.0])))
kl_divergence(Geometric(torch.tensor([0.3])), Geometric(torch.tensor([0.5])))
kl_divergence(Binomial(5, torch.tensor([0.3])), Binomial(5, torch.tensor([0.5])))
kl_divergence(Binomial(6, torch.tensor([0.3])), Binomial(5, torch.tensor([0.5])))
kl_divergence(Binomial(4, torch.tensor([0.3])), Binomial(5, torch.tensor([0.5])))
kl_divergence(Uniform(0.0, 1.0), Uniform(-1.0, 2.0))
kl_divergence(Uniform(-1.0, 2.0), Uniform(0.0, 1.0))
kl_divergence(Cauchy(0.0, 1.0), Cauchy(1.0, 2.0))
kl_divergence(Gumbel(torch.tensor([0.0]), torch.tensor([1.0])), Gumbel(torch.tensor([1.0]), torch.tensor([2.0])))
kl_divergence(HalfNormal(torch.tensor(1.0)), HalfNormal(torch.tensor(2.0)))
kl_divergence(Pareto(torch.tensor([1.0]), torch.tensor([3.0])), Pareto(torch.tensor([2.0]), torch.tensor([2.0])))
kl_divergence(LogNormal(0.0, 1.0), LogNormal(1.0, 2.0))
kl_divergence(TransformedDistribution(Normal(0.0, 1.0), [ExpTransform()]),
              TransformedDistribution(Normal(1.0, 2.0), [ExpTransform()]))

# Pairs across families.
kl_divergence(Normal(0.0, 1.0), Laplace(1.0, 2.0))
kl_divergence(Normal(torch.tensor([0.0]), torch.tensor([1.0])), Exponential(torch.tensor([1.0])))
kl_divergence(Normal(torch.tensor([0.0]), torch.tensor([1.0])), Gumbel(torch.tensor([0.5]), torch.tensor([2.0])))
kl_divergence(Laplace(torch.tensor([0.0]), torch.tensor([1.0])), Normal(torch.tensor([1.0]), torch.tensor([2.0])))
kl_divergence(Exponential(torch.tensor([2.0])), Gamma(torch.tensor([1.5]), torch.tensor([1.0])))
kl_divergence(Exponential(torch.tensor([2.0])), Normal(torch.tensor([1.0]), torch.tensor([2.0])))
kl_divergence(Exponential(torch.tensor([2.0])), Gumbel(torch.tensor([1.0]), torch.tensor([2.0])))
kl_divergence(Exponential(torch.tensor([2.0])), Uniform(torch.tensor([0.0]), torch.tensor([2.0])))
kl_divergence(Gamma(torch.tensor([2.0]), torch.tensor([3.0])), Exponential(torch.tensor([1.0])))
kl_divergence(Gamma(torch.tensor([2.0]), torch.tensor([3.0])), Normal(torch.tensor([1.0]), torch.tensor([2.0])))
kl_divergence(Gamma(torch.tensor([2.0]), torch.tensor([3.0])), Gumbel(torch.tensor([1.0]), torch.tensor([2.0])))
kl_divergence(Beta(torch.tensor([2.0]), torch.tensor([3.0])), Normal(torch.tensor([0.5]), torch.tensor([1.0])))
kl_divergence(Beta(torch.tensor([2.0]), torch.tensor([3.0])), Uniform(torch.tensor([0.0]), torch.tensor([1.0])))
kl_divergence(Beta(torch.tensor([2.0]), torch.tensor([3.0])), Exponential(torch.tensor([1.0])))
kl_divergence(Beta(torch.tensor([2.0]), torch.tensor([3.0])), Gamma(torch.tensor([2.0]), torch.tensor([1.0])))
kl_divergence(Uniform(torch.tensor([0.2]), torch.tensor([0.7])), Beta(torch.tensor([2.0]), torch.tensor([3.0])))
kl_divergence(Uniform(torch.tensor([0.2]), torch.tensor([0.7])), Normal(torch.tensor([0.0]), torch.tensor([1.0])))
kl_divergence(Uniform(torch.tensor([0.2]), torch.tensor([0.7])), Exponential(torch.tensor([1.0])))
kl_divergence(Uniform(torch.tensor([0.2]), torch.tensor([0.7])), Gamma(torch.tensor([2.0]), torch.tensor([1.0])))
kl_divergence(Uniform(torch.tensor([0.2]), torch.tensor([0.7])), Gumbel(torch.tensor([0.0]), torch.tensor([1.0])))
kl_divergence(Uniform(torch.tensor([1.2]), torch.tensor([1.7])), Pareto(torch.tensor([1.0]), torch.tensor([2.0])))
kl_divergence(Pareto(torch.tensor([1.0]), torch.tensor([3.0])), Exponential(torch.tensor([1.0])))
kl_divergence(Pareto(torch.tensor([1.0]), torch.tensor([3.0])), Gamma(torch.tensor([2.0]), torch.tensor([1.0])))
kl_divergence(Pareto(torch.tensor([1.0]), torch.tensor([3.0])), Normal(torch.tensor([0.0]), torch.tensor([1.0])))
kl_divergence(Gumbel(torch.tensor([0.0]), torch.tensor([1.0])), Normal(torch.tensor([1.0]), torch.tensor([2.0])))
kl_divergence(Poisson(torch.tensor([2.0])), Bernoulli(torch.tensor([0.5])))
kl_divergence(Bernoulli(torch.tensor([0.3])), Poisson(torch.tensor([2.0])))
kl_divergence(Normal(torch.tensor([0.0]), torch.tensor([1.0])), Uniform(torch.tensor([0.0]), torch.tensor([1.0])))
kl_divergence(Laplace(torch.tensor([0.0]), torch.tensor([1.0])), Beta(torch.tensor([2.0]), torch.tensor([3.0])))

# Nobody registered these.
kl_divergence(Categorical(torch.tensor([0.2, 0.8])), Normal(0.0, 1.0))
kl_divergence(Normal(0.0, 1.0), Cauchy(0.0, 1.0))
try:
    kl_divergence(Categorical(torch.tensor([0.2, 0.8])), Normal(0.0, 1.0))
except NotImplementedError as e:
    msg = str(e)
msg

# A pair of one's own: a subclass dispatches to the most specific registration.
class MyNormal(Normal):
    pass

@register_kl(MyNormal, Normal)
def _kl_mine(p, q):
    return torch.zeros_like(p.loc) + 42.0

kl_divergence(MyNormal(0.0, 1.0), Normal(1.0, 2.0))
kl_divergence(Normal(0.0, 1.0), MyNormal(1.0, 2.0))
kl_divergence(MyNormal(0.0, 1.0), MyNormal(1.0, 2.0))
