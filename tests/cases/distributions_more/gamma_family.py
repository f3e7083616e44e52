# The samplers behind Gamma, Chi2, Beta, Dirichlet, StudentT, Binomial and NegativeBinomial
# (torch._standard_gamma, torch._sample_dirichlet, torch.binomial): seeded draws as
# PyTorch's CPU generator gives them, their docstring examples, and the reparameterized
# gradients (torch._standard_gamma_grad, torch._dirichlet_grad).
import torch
from torch.distributions import (Beta, Binomial, Chi2, Dirichlet, Gamma, NegativeBinomial,
                                 StudentT, Multinomial, kl_divergence)

torch.manual_seed(0)
torch._standard_gamma(torch.tensor([0.1, 0.5, 1.0, 2.0, 3.0, 7.5, 20.0, 100.0]))
torch._standard_gamma(torch.tensor([0.1, 0.5, 1.0, 2.0, 3.0, 7.5, 20.0, 100.0], dtype=torch.float64))
torch._standard_gamma(torch.full((3, 4), 0.7)).shape
torch._sample_dirichlet(torch.tensor([[0.5, 0.5], [1.0, 2.0], [0.1, 3.0]]))
torch._sample_dirichlet(torch.tensor([[0.5, 0.5, 2.0], [1.0, 2.0, 0.3]], dtype=torch.float64))
torch.binomial(torch.tensor([5.0, 10.0, 100.0, 1000.0, 37.0, 0.0, 3.0]),
               torch.tensor([0.2, 0.8, 0.5, 0.03, 0.7, 0.5, 1.0]))
torch.binomial(torch.tensor([5.0, 10.0, 100.0, 1000.0, 37.0, 0.0, 3.0], dtype=torch.float64),
               torch.tensor([0.2, 0.8, 0.5, 0.03, 0.7, 0.5, 1.0], dtype=torch.float64))
torch.binomial(torch.tensor([5.0, 4.0]), torch.tensor([0.5]))
torch.binomial(torch.tensor([5]), torch.tensor([0.5]))
torch.binomial(torch.tensor([5.0]), torch.tensor([1]))
torch._standard_gamma(torch.tensor([1, 2]))
torch._standard_gamma(torch.tensor([0.0, 1e-30]))
torch._sample_dirichlet(torch.tensor([1, 2]))

# Docstring examples.
m = Beta(torch.tensor([0.5]), torch.tensor([0.5]))
m.sample()
m = Binomial(100, torch.tensor([0, 0.2, 0.8, 1]))
x = m.sample()
x
m.log_prob(x)
m = Chi2(torch.tensor([1.0]))
m.sample()
m = Dirichlet(torch.tensor([0.5, 0.5]))
d = m.sample()
d
d.sum()
m = Gamma(torch.tensor([1.0]), torch.tensor([1.0]))
m.sample()
m = StudentT(torch.tensor([2.0]))
m.sample()
Gamma(torch.tensor([3.0, 0.5]), torch.tensor([2.0, 1.0])).sample((2,))
Gamma(2.0, 3.0).sample((4,))
Beta(2.0, 3.0).sample((3,))
Dirichlet(torch.ones(2, 3)).sample((2,)).shape
Binomial(10, logits=torch.tensor([0.0, 2.0])).sample((3,))
NegativeBinomial(torch.tensor([3.0]), torch.tensor([0.4])).sample((4,))
StudentT(torch.tensor([3.0, 10.0]), torch.tensor([0.0, 1.0]), torch.tensor([1.0, 0.5])).sample((2,))

# Gradients through the draws.
a = torch.tensor([0.3, 1.5, 4.0, 12.0, 50.0], requires_grad=True)
g = torch._standard_gamma(a)
g
g.sum().backward()
a.grad
torch._standard_gamma_grad(torch.tensor([0.3, 1.5, 4.0, 12.0, 12.0, 50.0]),
                           torch.tensor([0.1, 0.9, 3.0, 12.5, 5.0, 80.0]))
torch._dirichlet_grad(torch.tensor([0.1, 0.6, 0.9, 0.5, 0.3]),
                      torch.tensor([0.5, 2.0, 7.0, 10.0, 1.5]),
                      torch.tensor([1.0, 3.0, 7.5, 20.0, 4.0]))
alpha = torch.tensor([2.0, 3.0], requires_grad=True)
g = Gamma(alpha, torch.tensor([1.0, 1.0])).rsample()
g.requires_grad
g.sum().backward()
alpha.grad
c = torch.tensor([[0.5, 1.5, 3.0], [8.0, 9.0, 10.0]], requires_grad=True)
x = Dirichlet(c).rsample()
x
(x * torch.tensor([1.0, 2.0, 3.0])).sum().backward()
c.grad
b1 = torch.tensor([2.0], requires_grad=True)
bb = Beta(b1, torch.tensor([3.0])).rsample((2,))
bb
bb.sum().backward()
b1.grad
df = torch.tensor([4.0], requires_grad=True)
t = StudentT(df).rsample((3,))
t
t.sum().backward()
df.grad

# A variational step: the reparameterized ELBO of a Gamma posterior against a Gamma prior.
torch.manual_seed(3)
log_conc = torch.tensor([0.5], requires_grad=True)
log_rate = torch.tensor([0.0], requires_grad=True)
q = Gamma(log_conc.exp(), log_rate.exp())
z = q.rsample((5,))
elbo = (Gamma(2.0, 2.0).log_prob(z) - q.log_prob(z)).mean()
elbo
(-elbo).backward()
log_conc.grad
log_rate.grad
kl_divergence(q, Gamma(torch.tensor([2.0]), torch.tensor([2.0])))
