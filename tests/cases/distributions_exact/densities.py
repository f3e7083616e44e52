# Densities, moments and entropies of each distribution, as the docs' class pages list
# them, with gradients flowing to the parameters (grad_fn names as PyTorch's).
import math
import torch
from torch.distributions import (Bernoulli, Beta, Binomial, Categorical, Cauchy, Chi2, Dirichlet,
                                 Exponential, Gamma, Geometric, Gumbel, HalfCauchy, HalfNormal,
                                 Independent, Laplace, LogNormal, Multinomial, NegativeBinomial,
                                 Normal, OneHotCategorical, Poisson, StudentT, Uniform, Pareto,
                                 Weibull, RelaxedBernoulli, RelaxedOneHotCategorical, LogisticNormal)

mu = torch.tensor([0.5, -1.0], requires_grad=True)
sigma = torch.tensor([1.0, 2.0], requires_grad=True)
n = Normal(mu, sigma)
x = torch.tensor([0.0, 1.0])
n.log_prob(x)
n.cdf(x)
n.icdf(torch.tensor([0.1, 0.975]))
n.entropy()
n.mean, n.mode, n.stddev, n.variance
n.perplexity()
n.log_prob(x).sum().backward()
mu.grad
sigma.grad
Normal(0.0, 1.0).log_prob(torch.tensor([[0.0, 1.0], [-2.0, 3.0]]))
Normal(torch.zeros(2, 1), torch.ones(3)).batch_shape
Normal(torch.zeros(2, 1), torch.ones(3)).log_prob(torch.zeros(2, 3))

u = Uniform(torch.tensor([0.0, 1.0]), torch.tensor([2.0, 5.0]))
u.log_prob(torch.tensor([0.5, 4.0]))
u.cdf(torch.tensor([0.5, 4.0]))
u.icdf(torch.tensor([0.5, 0.25]))
u.entropy(), u.mean, u.variance, u.stddev, u.mode

rate = torch.tensor([0.5, 2.0], requires_grad=True)
e = Exponential(rate)
e.log_prob(torch.tensor([1.0, 0.25]))
e.cdf(torch.tensor([1.0, 0.25]))
e.icdf(torch.tensor([0.5, 0.9]))
e.entropy(), e.mean, e.stddev, e.variance, e.mode
e.log_prob(torch.tensor([1.0, 0.25])).sum().backward()
rate.grad

conc = torch.tensor([3.0, 0.5], requires_grad=True)
g = Gamma(conc, torch.tensor([2.0, 1.0]))
g.log_prob(torch.tensor([1.0, 0.3]))
g.entropy()
g.mean, g.variance, g.mode
g.log_prob(torch.tensor([1.0, 0.3])).sum().backward()
conc.grad
Gamma(2.0, 3.0).log_prob(torch.tensor(0.5))
c2 = Chi2(torch.tensor([1.0, 4.0]))
c2.df, c2.concentration, c2.rate
c2.log_prob(torch.tensor([0.5, 3.0]))
c2.entropy(), c2.mean, c2.variance

b = Beta(torch.tensor([0.5, 2.0]), torch.tensor([0.5, 3.0]))
b.log_prob(torch.tensor([0.25, 0.6]))
b.entropy()
b.mean, b.variance, b.mode
b.concentration1, b.concentration0
Beta(2.0, 3.0).log_prob(torch.tensor(0.3))
Beta(2.0, 3.0).batch_shape

alpha = torch.tensor([0.5, 1.0, 2.0], requires_grad=True)
d = Dirichlet(alpha)
d.log_prob(torch.tensor([0.2, 0.3, 0.5]))
d.entropy(), d.mean, d.variance, d.mode
d.log_prob(torch.tensor([0.2, 0.3, 0.5])).backward()
alpha.grad
Dirichlet(torch.tensor([[0.5, 0.5], [2.0, 3.0]])).log_prob(torch.tensor([0.3, 0.7]))

la = Laplace(torch.tensor([0.0, 1.0]), torch.tensor([1.0, 0.5]))
la.log_prob(torch.tensor([0.5, -1.0]))
la.cdf(torch.tensor([0.5, -1.0]))
la.icdf(torch.tensor([0.3, 0.8]))
la.entropy(), la.mean, la.variance, la.stddev

ca = Cauchy(torch.tensor([0.0]), torch.tensor([2.0]))
ca.log_prob(torch.tensor([1.0])), ca.cdf(torch.tensor([1.0])), ca.icdf(torch.tensor([0.75]))
ca.entropy(), ca.mean, ca.variance, ca.mode

st = StudentT(torch.tensor([0.5, 1.5, 3.0]), torch.tensor([0.0, 1.0, -1.0]), torch.tensor([1.0, 2.0, 0.5]))
st.log_prob(torch.tensor([0.5, 0.0, 1.0]))
st.entropy(), st.mean, st.variance

hn = HalfNormal(torch.tensor([1.0, 2.0]))
hn.log_prob(torch.tensor([0.5, 3.0]))
hn.cdf(torch.tensor([0.5, 3.0])), hn.icdf(torch.tensor([0.5, 0.9]))
hn.entropy(), hn.mean, hn.variance, hn.scale
hc = HalfCauchy(torch.tensor([1.0]))
hc.log_prob(torch.tensor([0.5])), hc.cdf(torch.tensor([0.5])), hc.icdf(torch.tensor([0.5]))
hc.entropy(), hc.mean

ln = LogNormal(torch.tensor([0.0, 1.0]), torch.tensor([1.0, 0.5]))
ln.log_prob(torch.tensor([0.5, 2.0]))
ln.cdf(torch.tensor([0.5, 2.0])), ln.icdf(torch.tensor([0.5, 0.1]))
ln.entropy(), ln.mean, ln.variance, ln.mode, ln.loc, ln.scale

gu = Gumbel(torch.tensor([1.0]), torch.tensor([2.0]))
gu.log_prob(torch.tensor([0.5]))
gu.cdf(torch.tensor([0.5]))
gu.entropy(), gu.mean, gu.stddev, gu.variance, gu.mode

pa = Pareto(torch.tensor([1.0]), torch.tensor([3.0]))
pa.log_prob(torch.tensor([1.5])), pa.entropy(), pa.mean, pa.variance, pa.support
we = Weibull(torch.tensor([1.0]), torch.tensor([2.0]))
we.log_prob(torch.tensor([0.5])), we.entropy(), we.mean, we.variance, we.mode

be = Bernoulli(torch.tensor([0.3, 0.5, 0.9]))
be.log_prob(torch.tensor([1.0, 0.0, 1.0]))
be.entropy(), be.mean, be.variance, be.mode
be.logits
be.enumerate_support()
be.enumerate_support(expand=False)
Bernoulli(logits=torch.tensor([0.0, 2.0])).probs

cat = Categorical(torch.tensor([[0.1, 0.2, 0.7], [0.5, 0.25, 0.25]]))
cat.log_prob(torch.tensor([2, 0]))
cat.log_prob(torch.tensor([[0], [1]]))
cat.entropy(), cat.mode, cat.mean, cat.variance
cat.probs, cat.logits, cat.param_shape
cat.enumerate_support()
cat.enumerate_support(expand=False)
Categorical(logits=torch.tensor([1.0, 2.0, 3.0])).probs

oh = OneHotCategorical(torch.tensor([0.25, 0.25, 0.5]))
oh.log_prob(torch.tensor([0.0, 0.0, 1.0]))
oh.entropy(), oh.mean, oh.variance, oh.mode
oh.enumerate_support()

mn = Multinomial(4, probs=torch.tensor([0.2, 0.3, 0.5]))
mn.log_prob(torch.tensor([1.0, 1.0, 2.0]))
mn.mean, mn.variance
mn.entropy()
Multinomial(probs=torch.tensor([1.0, 1.0, 1.0, 1.0])).log_prob(torch.tensor([0.0, 1.0, 0.0, 0.0]))

bi = Binomial(10, torch.tensor([0.2, 0.8]))
bi.log_prob(torch.tensor([3.0, 7.0]))
bi.entropy(), bi.mean, bi.variance, bi.mode
bi.enumerate_support().shape
Binomial(total_count=torch.tensor([5.0, 10.0]), logits=torch.tensor([0.0, 1.0])).log_prob(torch.tensor([2.0, 9.0]))
Binomial(100, torch.tensor([0.0, 0.2, 0.8, 1.0])).log_prob(torch.tensor([0.0, 20.0, 80.0, 100.0]))

ge = Geometric(torch.tensor([0.3, 1.0]))
ge.log_prob(torch.tensor([2.0, 0.0]))
ge.entropy(), ge.mean, ge.variance, ge.mode

po = Poisson(torch.tensor([4.0, 0.5]))
po.log_prob(torch.tensor([2.0, 0.0]))
po.mean, po.variance, po.mode
nb = NegativeBinomial(torch.tensor([3.0]), torch.tensor([0.4]))
nb.log_prob(torch.tensor([2.0])), nb.mean, nb.variance, nb.mode

rb = RelaxedBernoulli(torch.tensor(0.5), torch.tensor([0.3]))
rb.log_prob(torch.tensor([0.4])), rb.temperature, rb.probs, rb.logits
ro = RelaxedOneHotCategorical(torch.tensor(0.5), torch.tensor([0.3, 0.7]))
ro.log_prob(torch.tensor([0.4, 0.6]))
lnorm = LogisticNormal(torch.zeros(2), torch.ones(2))
lnorm.log_prob(torch.tensor([0.2, 0.3, 0.5])), lnorm.batch_shape, lnorm.event_shape

ind = Independent(Normal(torch.zeros(2, 3), torch.ones(2, 3)), 1)
ind.batch_shape, ind.event_shape
ind.log_prob(torch.zeros(2, 3))
ind.entropy(), ind.mean, ind.variance
Independent(Normal(torch.zeros(2, 3), torch.ones(2, 3)), 3)

# expand: new batch shape, parameters as expanded views (no copies).
ne = Normal(torch.zeros(2, 3), 1.0).expand((4, 2, 3))
ne.batch_shape, ne.loc.shape, ne.loc.stride()
ne.log_prob(torch.zeros(4, 2, 3)).shape
Exponential(torch.tensor([2.0])).expand((3,)).rate
Categorical(torch.tensor([0.2, 0.8])).expand((3,)).probs
Bernoulli(torch.tensor(0.3)).expand((2,)).batch_shape
Beta(torch.tensor(2.0), torch.tensor(3.0)).expand((2,)).concentration1
Dirichlet(torch.ones(3)).expand((2,)).concentration
LogNormal(0.0, 1.0).expand((3,)).batch_shape
LogNormal(0.0, 1.0).expand((3,)).log_prob(torch.ones(3))
Gumbel(torch.tensor([1.0]), torch.tensor([2.0])).expand((2, 1)).batch_shape
Independent(Normal(torch.zeros(3), torch.ones(3)), 1).expand((2,)).batch_shape
Multinomial(4, torch.tensor([0.2, 0.8])).expand((3,)).batch_shape
Chi2(torch.tensor(3.0)).expand((2,)).df
StudentT(torch.tensor(3.0)).expand((2,)).df
