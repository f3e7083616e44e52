# Sampling the classes built on the others: a Gaussian mixture as the MixtureSameFamily
# docstring builds it, InverseGamma, Kumaraswamy, FisherSnedecor and ContinuousBernoulli
# (a VAE's reconstruction likelihood), fitting a mixture's weights by gradient ascent.
import torch
from torch.distributions import (Categorical, ContinuousBernoulli, FisherSnedecor, Independent,
                                 InverseGamma, Kumaraswamy, MixtureSameFamily, Normal)

torch.manual_seed(0)
mix = Categorical(torch.ones(5,))
comp = Normal(torch.randn(5,), torch.rand(5,))
gmm = MixtureSameFamily(mix, comp)
gmm.sample((4,))
mix = Categorical(torch.ones(5,))
comp = Independent(Normal(torch.randn(5, 2), torch.rand(5, 2)), 1)
gmm = MixtureSameFamily(mix, comp)
gmm.sample((3,))
mix = Categorical(torch.rand(3, 5))
comp = Independent(Normal(torch.randn(3, 5, 2), torch.rand(3, 5, 2)), 1)
gmm = MixtureSameFamily(mix, comp)
gmm.sample((2,)).shape
gmm.sample((2,))

InverseGamma(torch.tensor([3.0]), torch.tensor([2.0])).sample((3,))
Kumaraswamy(torch.tensor([2.0]), torch.tensor([3.0])).sample((3,))
FisherSnedecor(torch.tensor([5.0]), torch.tensor([10.0])).sample((3,))
ContinuousBernoulli(torch.tensor([0.2, 0.5, 0.9])).sample((2,))
p = torch.tensor([0.3], requires_grad=True)
x = ContinuousBernoulli(p).rsample((3,))
x
x.sum().backward()
p.grad

# Fitting the weights of a two-component mixture to data by maximum likelihood.
data = torch.cat([torch.randn(50) - 2.0, torch.randn(150) + 2.0])
logits = torch.zeros(2, requires_grad=True)
opt = torch.optim.SGD([logits], lr=0.5)
for step in range(20):
    opt.zero_grad()
    m = MixtureSameFamily(Categorical(logits=logits), Normal(torch.tensor([-2.0, 2.0]), torch.ones(2)))
    loss = -m.log_prob(data).mean()
    loss.backward()
    opt.step()
loss
logits.softmax(-1)
