# kl_divergence for the registered pairs (VAE and policy-gradient code), Normal.icdf,
# Independent (a batch of normals as one event).
import torch
from torch.distributions import Normal, Categorical, Bernoulli, Uniform, Independent
from torch.distributions.kl import kl_divergence
import torch.distributions as D
torch.manual_seed(0)
p = Normal(torch.tensor([0.0, 1.0]), torch.tensor([1.0, 2.0]))
q = Normal(torch.tensor([0.5, 0.0]), torch.tensor([1.5, 1.0]))
kl_divergence(p, q), D.kl_divergence(q, p)
p.icdf(torch.tensor([0.1, 0.5])), p.cdf(p.icdf(torch.tensor([0.25, 0.75])))
c1 = Categorical(logits=torch.tensor([1.0, 2.0, 0.5]))
c2 = Categorical(probs=torch.tensor([0.2, 0.3, 0.5]))
kl_divergence(c1, c2), kl_divergence(c2, c1)
kl_divergence(Categorical(probs=torch.tensor([0.5, 0.5, 0.0])), Categorical(probs=torch.tensor([0.5, 0.0, 0.5])))
kl_divergence(Bernoulli(torch.tensor([0.3, 0.0])), Bernoulli(torch.tensor([0.6, 0.5])))
kl_divergence(Uniform(0.0, 1.0), Uniform(-1.0, 2.0)), kl_divergence(Uniform(0.0, 1.0), Uniform(0.5, 2.0))
ind = Independent(Normal(torch.zeros(3, 2), torch.ones(3, 2)), 1)
ind, ind.batch_shape, ind.event_shape
ind.log_prob(torch.ones(3, 2)), ind.entropy(), ind.sample().shape, ind.mean.shape
kl_divergence(ind, Independent(Normal(torch.ones(3, 2), torch.ones(3, 2)), 1))
Independent(Normal(torch.zeros(2), torch.ones(2)), 2)
kl_divergence(p, c1)
mu = torch.tensor([0.5], requires_grad=True)
loss = kl_divergence(Normal(mu, torch.ones(1)), Normal(torch.zeros(1), torch.ones(1))).sum()
loss.backward()
mu.grad, loss.grad_fn
