import torch
from torch.distributions import multinomial

# d2l, "Probability and Statistics": tossing a fair die.
torch.manual_seed(0)
fair_probs = torch.ones([6]) / 6
multinomial.Multinomial(1, fair_probs).sample()
multinomial.Multinomial(10, fair_probs).sample()
counts = multinomial.Multinomial(1000, fair_probs).sample()
counts / 1000
counts = multinomial.Multinomial(10, fair_probs).sample((500,))
counts.shape
cum_counts = counts.cumsum(dim=0)
estimates = cum_counts / cum_counts.sum(dim=1, keepdims=True)
estimates[-1]
m = torch.distributions.Multinomial(4, probs=torch.tensor([0.2, 0.3, 0.5]))
m
m.mean
m.variance
m.batch_shape
m.event_shape
m.log_prob(torch.tensor([1., 1., 2.]))
m.sample((2, 3)).shape

# Normal: sampling, reparameterised samples, densities.
from torch.distributions import Normal, Uniform, Bernoulli, Categorical
n = Normal(0., 1.)
n
n.sample()
n.sample((3,))
n.log_prob(torch.tensor([0., 1., -2.]))
n.cdf(torch.tensor([0., 1.96]))
n.entropy()
n.mean, n.stddev, n.variance
mu = torch.tensor([0.5, -1.], requires_grad=True)
sigma = torch.tensor([1., 2.], requires_grad=True)
d = Normal(mu, sigma)
d
d.batch_shape
z = d.rsample((4,))
z.shape
z.grad_fn is not None
d.log_prob(z).sum().backward()
mu.grad
sigma.grad
d.sample().requires_grad
Normal(torch.zeros(2), torch.tensor([1., -1.]))
Normal(0., 0.)
Normal(0., -1., validate_args=False).scale

# Uniform, Bernoulli, Categorical.
u = Uniform(0., 2.)
u
u.sample((5,))
u.log_prob(torch.tensor([0.5, 1.5]))
u.mean, u.variance, u.entropy()
Uniform(torch.zeros(2), torch.tensor([1., 3.])).rsample((2,))
Uniform(1., 1.)
b = Bernoulli(0.3)
b
b.sample((8,))
b.log_prob(torch.tensor([0., 1.]))
b.entropy()
b.mean, b.variance
Bernoulli(logits=torch.tensor([0., 2.])).probs
Bernoulli(probs=torch.tensor([0.2, 0.9])).logits
Bernoulli(1.5)
Bernoulli()
c = Categorical(torch.tensor([0.1, 0.2, 0.7]))
c
c.sample()
c.sample((10,))
c.log_prob(torch.tensor([0, 2]))
c.entropy()
c.probs
c.logits
c.mode
c.batch_shape, c.event_shape
Categorical(logits=torch.tensor([[0., 1.], [2., -1.]])).sample((3,))
Categorical(logits=torch.tensor([[0., 1.], [2., -1.]])).probs
Categorical(torch.tensor([2., 2.])).probs
Categorical(torch.tensor([-1., 2.]))
Categorical(torch.tensor(1.))
# A policy-gradient step (REINFORCE) as RL tutorials write it.
torch.manual_seed(0)
policy = torch.nn.Linear(4, 2)
state = torch.randn(4)
probs = torch.softmax(policy(state), dim=-1)
dist = Categorical(probs)
action = dist.sample()
action
loss = -dist.log_prob(action) * 2.0
loss.backward()
policy.bias.grad
from torch.distributions.normal import Normal
torch.manual_seed(0)
Multinomial(5, torch.tensor([0.5, 0.5])).sample()
dist.Categorical(logits=torch.zeros(3)).sample((4,))
Normal(torch.tensor([1.]), torch.tensor([2.])).rsample()
torch.distributions.Bernoulli(torch.tensor([0.5])).sample()
type(dist.Normal(0., 1.)).__name__
