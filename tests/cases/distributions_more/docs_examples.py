# The torch.distributions docs page: score function (REINFORCE) and pathwise derivative,
# then each class's docstring example whose sampler stridelab has.
import torch
import torch.nn as nn
from torch.distributions import (Bernoulli, Categorical, Cauchy, Exponential, Geometric, Gumbel,
                                 HalfCauchy, HalfNormal, Independent, Laplace, LogNormal,
                                 Multinomial, MultivariateNormal, Normal, OneHotCategorical,
                                 Poisson, RelaxedBernoulli, RelaxedOneHotCategorical, Uniform,
                                 LogisticNormal, Pareto, Weibull, TransformedDistribution)
from torch.distributions.transforms import AffineTransform, SigmoidTransform

torch.manual_seed(0)

# Score function (REINFORCE)
policy_network = nn.Sequential(nn.Linear(4, 3), nn.Softmax(dim=-1))
state = torch.randn(4)
probs = policy_network(state)
probs
m = Categorical(probs)
action = m.sample()
action
reward = 1.5
loss = -m.log_prob(action) * reward
loss
loss.backward()
policy_network[0].bias.grad
policy_network[0].weight.grad

# Pathwise derivative
params_net = nn.Linear(4, 2)
params = params_net(state)
m = Normal(params[0], params[1].exp())
action = m.rsample()
action
loss = -(action * 2.0)
loss.backward()
params_net.weight.grad
params_net.bias.grad

# Docstring examples
m = Bernoulli(torch.tensor([0.3]))
m.sample()
m = Categorical(torch.tensor([0.25, 0.25, 0.25, 0.25]))
m.sample()
m = Cauchy(torch.tensor([0.0]), torch.tensor([1.0]))
m.sample()
m = Exponential(torch.tensor([1.0]))
m.sample()
m = Geometric(torch.tensor([0.3]))
m.sample()
m = Gumbel(torch.tensor([1.0]), torch.tensor([2.0]))
m.sample()
m = HalfCauchy(torch.tensor([1.0]))
m.sample()
m = HalfNormal(torch.tensor([1.0]))
m.sample()
m = Laplace(torch.tensor([0.0]), torch.tensor([1.0]))
m.sample()
m = LogNormal(torch.tensor([0.0]), torch.tensor([1.0]))
m.sample()
m = Multinomial(100, torch.tensor([1.0, 1.0, 1.0, 1.0]))
x = m.sample()
x
Multinomial(probs=torch.tensor([1.0, 1.0, 1.0, 1.0])).log_prob(x)
m = MultivariateNormal(torch.zeros(2), torch.eye(2))
m.sample()
m = Normal(torch.tensor([0.0]), torch.tensor([1.0]))
m.sample()
m = OneHotCategorical(torch.tensor([0.25, 0.25, 0.25, 0.25]))
m.sample()
m = Poisson(torch.tensor([4]))
m.sample()
m = RelaxedBernoulli(torch.tensor([2.2]), torch.tensor([0.1, 0.2, 0.3, 0.99]))
m.sample()
m = RelaxedOneHotCategorical(torch.tensor([2.2]), torch.tensor([0.1, 0.2, 0.3, 0.4]))
m.sample()
m = Uniform(torch.tensor([0.0]), torch.tensor([5.0]))
m.sample()
m = LogisticNormal(torch.tensor([0.0, 0.0]), torch.tensor([1.0, 1.0]))
m.sample()
m = Pareto(torch.tensor([1.0]), torch.tensor([1.0]))
m.sample()
m = Weibull(torch.tensor([1.0]), torch.tensor([1.0]))
m.sample()

# TransformedDistribution: the logistic distribution of the docs.
a, b = 1.0, 2.0
logistic = TransformedDistribution(Uniform(0, 1), [SigmoidTransform().inv, AffineTransform(loc=a, scale=b)])
logistic.sample((3,))
logistic.rsample((2, 2))

# Independent reinterprets batch dims as event dims.
loc = torch.zeros(3)
scale = torch.ones(3)
mvn = MultivariateNormal(loc, scale_tril=torch.diag(scale))
diagn = Independent(Normal(loc, scale), 1)
mvn.sample((2,))
diagn.sample((2,))
