# Validation as PyTorch does it by default: parameters are checked against arg_constraints
# when a distribution is built, and values against support before log_prob/cdf.
import torch
from torch.distributions import (Bernoulli, Beta, Binomial, Categorical, Dirichlet, Exponential,
                                 Gamma, Geometric, Laplace, Multinomial, MultivariateNormal,
                                 Normal, OneHotCategorical, Poisson, Uniform, constraints)
from torch.distributions import Distribution

m = Uniform(torch.tensor([0.0]), torch.tensor([5.0]))
m.log_prob(torch.tensor([2.0]))
m.log_prob(torch.tensor([6.0]))
m.cdf(torch.tensor([-1.0]))
m.support
m.support.lower_bound, m.support.upper_bound
Uniform(0.0, 2.0).support
repr(Uniform(0.0, 2.0).support)
Multinomial(probs=torch.tensor([1., 1.])).log_prob(torch.tensor([3., 4.]))
Multinomial(7, probs=torch.tensor([1., 1.])).log_prob(torch.tensor([3., 4.]))
Normal(torch.tensor([0.0]), torch.tensor([-1.0]))
Normal(0.0, 0.0)
Normal(0.0, -1.0, validate_args=False).scale
Normal(0.0, 1.0, validate_args=False).log_prob(torch.tensor(float("nan")))
Normal(0.0, 1.0).log_prob(torch.tensor(float("nan")))
Uniform(1.0, 1.0)
Uniform(2.0, 1.0, validate_args=False).low
Bernoulli(1.5)
Bernoulli(torch.tensor([0.3])).log_prob(torch.tensor([0.5]))
Bernoulli(torch.tensor([0.3])).log_prob(torch.tensor([1.0]))
Bernoulli()
Bernoulli(probs=0.3, logits=0.1)
Categorical(torch.tensor([0.2, 0.8])).log_prob(torch.tensor(2))
Categorical(torch.tensor([0.2, 0.8])).log_prob(torch.tensor(1))
Categorical(torch.tensor([0.2, -0.8]))
Categorical(torch.tensor(0.5))
Exponential(torch.tensor([1.0])).log_prob(torch.tensor([-2.0]))
Exponential(torch.tensor([0.0]))
Gamma(torch.tensor([1.0]), torch.tensor([-1.0]))
Gamma(torch.tensor([2.0]), torch.tensor([1.0])).log_prob(torch.tensor([-1.0]))
Beta(torch.tensor([0.5]), torch.tensor([0.5])).log_prob(torch.tensor([1.5]))
Dirichlet(torch.tensor([0.5, 0.5])).log_prob(torch.tensor([0.5, 0.6]))
Dirichlet(torch.tensor(0.5))
Dirichlet(torch.tensor([0.5, -0.5]))
Poisson(torch.tensor([4.0])).log_prob(torch.tensor([2.5]))
Poisson(torch.tensor([-4.0]))
Binomial(10, torch.tensor([0.5])).log_prob(torch.tensor([11.0]))
Binomial(10, torch.tensor([0.5])).log_prob(torch.tensor([3.0]))
Binomial(2.5, torch.tensor([0.5]))
Geometric(torch.tensor([0.0]))
Geometric(torch.tensor([0.3])).log_prob(torch.tensor([-1.0]))
Laplace(0.0, 1.0).log_prob(torch.tensor([1e30]))
OneHotCategorical(torch.tensor([0.5, 0.5])).log_prob(torch.tensor([1.0, 1.0]))
OneHotCategorical(torch.tensor([0.5, 0.5])).log_prob(torch.tensor([0.0, 1.0]))
MultivariateNormal(torch.zeros(2), torch.tensor([[1.0, 2.0], [2.0, 1.0]]))
MultivariateNormal(torch.zeros(2), scale_tril=torch.tensor([[1.0, 0.0], [2.0, -1.0]]))
MultivariateNormal(torch.zeros(2))
MultivariateNormal(torch.tensor(0.0), torch.eye(2))

# Shapes: the value must broadcast with batch_shape + event_shape.
Normal(0.0, 1.0).log_prob(2.0)
Normal(torch.zeros(3), 1.0).log_prob(torch.zeros(2))
Normal(torch.zeros(3), 1.0).log_prob(torch.zeros(4, 1))
MultivariateNormal(torch.zeros(2), torch.eye(2)).log_prob(torch.zeros(3))

# Turning validation off everywhere, then on again.
Distribution.set_default_validate_args(False)
Uniform(torch.tensor([0.0]), torch.tensor([5.0])).log_prob(torch.tensor([6.0]))
Normal(0.0, -1.0).scale
Distribution.set_default_validate_args(True)
Uniform(torch.tensor([0.0]), torch.tensor([5.0])).log_prob(torch.tensor([6.0]))
Uniform(torch.tensor([0.0]), torch.tensor([5.0]), validate_args=False).log_prob(torch.tensor([6.0]))
Distribution.set_default_validate_args(1)

# Catching the error, as a training loop guarding its inputs would.
try:
    Normal(torch.tensor([0.0]), torch.tensor([-1.0]))
    res = "no error"
except ValueError as e:
    res = type(e).__name__
res
try:
    Normal(0.0, 1.0).log_prob(2.0)
except ValueError as e:
    msg = str(e)
msg
try:
    Normal(torch.zeros(3), 1.0).log_prob(torch.zeros(2))
except ValueError as e:
    msg = str(e)
msg
try:
    Bernoulli()
except ValueError as e:
    msg = str(e)
msg
