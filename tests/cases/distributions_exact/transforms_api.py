# torch.distributions.transforms and TransformedDistribution, as the docs build a logistic
# distribution from a uniform one, plus each transform's inverse and log|det J|.
import torch
from torch.distributions import (Normal, Uniform, TransformedDistribution, LogNormal, constraints,
                                 biject_to, transform_to)
from torch.distributions.transforms import (AbsTransform, AffineTransform, ComposeTransform,
                                            ExpTransform, IndependentTransform, PowerTransform,
                                            ReshapeTransform, SigmoidTransform, SoftmaxTransform,
                                            SoftplusTransform, StickBreakingTransform,
                                            TanhTransform, LowerCholeskyTransform, identity_transform)

a, b = 1.0, 2.0
base_distribution = Uniform(0, 1)
transforms = [SigmoidTransform().inv, AffineTransform(loc=a, scale=b)]
logistic = TransformedDistribution(base_distribution, transforms)
logistic.batch_shape, logistic.event_shape
logistic.log_prob(torch.tensor([0.0, 1.0, 3.0]))
logistic.cdf(torch.tensor([0.0, 1.0, 3.0]))
logistic.icdf(torch.tensor([0.1, 0.5, 0.9]))
logistic.support
logistic.has_rsample
lognormal = TransformedDistribution(Normal(0.0, 1.0), [ExpTransform()])
lognormal.log_prob(torch.tensor([0.5, 2.0]))
LogNormal(0.0, 1.0).log_prob(torch.tensor([0.5, 2.0]))
lognormal.cdf(torch.tensor([0.5, 2.0]))
neg = TransformedDistribution(Normal(0.0, 1.0), [AffineTransform(0.0, -2.0)])
neg.cdf(torch.tensor([0.5])), neg.icdf(torch.tensor([0.25]))
td = TransformedDistribution(Normal(torch.zeros(3), torch.ones(3)), [StickBreakingTransform()])
td.batch_shape, td.event_shape
td.log_prob(torch.tensor([0.1, 0.2, 0.3, 0.4]))
TransformedDistribution(Normal(torch.zeros(4), torch.ones(4)), ReshapeTransform((4,), (2, 2))).event_shape
TransformedDistribution(Normal(0.0, 1.0), ExpTransform()).expand((3,)).batch_shape

x = torch.tensor([-1.0, 0.0, 0.5, 2.0])
ExpTransform()(x), ExpTransform().inv(torch.tensor([1.0, 2.0]))
ExpTransform().log_abs_det_jacobian(x, x.exp())
SigmoidTransform()(x), SigmoidTransform().inv(torch.tensor([0.25, 0.5]))
SigmoidTransform().log_abs_det_jacobian(x, x.sigmoid())
TanhTransform()(x), TanhTransform().inv(torch.tensor([0.25, -0.5]))
TanhTransform().log_abs_det_jacobian(x, x.tanh())
SoftplusTransform()(x), SoftplusTransform().inv(torch.tensor([0.25, 1.5]))
SoftplusTransform().log_abs_det_jacobian(x, x)
AbsTransform()(x), AbsTransform().inv(torch.tensor([1.0]))
AffineTransform(1.0, 3.0)(x), AffineTransform(1.0, 3.0).inv(x)
AffineTransform(1.0, 3.0).log_abs_det_jacobian(torch.tensor(0.0), torch.tensor(1.0))
AffineTransform(torch.tensor([1.0, 2.0]), torch.tensor([-3.0, 0.5])).log_abs_det_jacobian(torch.zeros(2), torch.zeros(2))
AffineTransform(torch.zeros(2), torch.tensor([2.0, 3.0]), event_dim=1).log_abs_det_jacobian(torch.zeros(4, 2), torch.zeros(4, 2))
AffineTransform(1.0, -3.0).sign, AffineTransform(torch.tensor([1.0]), torch.tensor([-3.0])).sign
PowerTransform(2.0)(torch.tensor([3.0])), PowerTransform(2.0).inv(torch.tensor([9.0]))
PowerTransform(torch.tensor([2.0, 0.5])).log_abs_det_jacobian(torch.tensor([3.0, 4.0]), torch.tensor([9.0, 2.0]))
SoftmaxTransform()(torch.tensor([1.0, 2.0, 3.0])), SoftmaxTransform().inv(torch.tensor([0.2, 0.8]))
y = StickBreakingTransform()(torch.tensor([0.1, -0.2]))
y, StickBreakingTransform().inv(y)
StickBreakingTransform().log_abs_det_jacobian(torch.tensor([0.1, -0.2]), y)
LowerCholeskyTransform()(torch.tensor([[0.0, 5.0], [1.0, 1.0]]))
IndependentTransform(ExpTransform(), 1).log_abs_det_jacobian(torch.zeros(2, 3), torch.ones(2, 3))
ReshapeTransform((4,), (2, 2))(torch.arange(8.0).reshape(2, 4)).shape
ReshapeTransform((4,), (2, 2)).log_abs_det_jacobian(torch.zeros(3, 4), torch.zeros(3, 2, 2))

c = ComposeTransform([ExpTransform(), AffineTransform(1.0, 2.0)])
c(x), c.inv(c(x))
c.log_abs_det_jacobian(x, c(x))
c.inv.log_abs_det_jacobian(c(x), x)
repr(c), repr(c.inv), repr(ExpTransform().inv), repr(ExpTransform().inv.inv)
repr(IndependentTransform(ExpTransform(), 1))
c.domain, c.codomain, c.bijective, c.sign
ExpTransform().domain, ExpTransform().codomain, ExpTransform().inv.domain
ExpTransform() == ExpTransform(), ExpTransform() == SigmoidTransform(), ExpTransform().inv == ExpTransform().inv
AffineTransform(1.0, 2.0) == AffineTransform(1.0, 2.0)
identity_transform(x)
ExpTransform().event_dim, SoftmaxTransform().event_dim, AffineTransform(0.0, 1.0, event_dim=2).event_dim
t = ExpTransform(cache_size=1)
xx = torch.tensor([0.5])
t(xx) is t(xx)
t.inv(t(xx)) is xx

# biject_to / transform_to: unconstrained -> constrained, as variational code uses them.
repr(biject_to(constraints.positive))
repr(biject_to(constraints.real))
repr(transform_to(constraints.unit_interval))
repr(transform_to(constraints.interval(-1.0, 3.0)))
repr(biject_to(constraints.simplex)), repr(transform_to(constraints.simplex))
repr(biject_to(constraints.real_vector))
repr(transform_to(constraints.lower_cholesky))
biject_to(constraints.positive)(torch.tensor([0.0, 1.0]))
transform_to(constraints.interval(-1.0, 3.0))(torch.tensor([0.0, 1.0]))
biject_to(Normal(0.0, 1.0).support)(torch.tensor([0.3]))
biject_to(constraints.dependent)
