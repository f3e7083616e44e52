# MultivariateNormal from each parametrisation, batched, with gradients.
import torch
from torch.distributions import MultivariateNormal, Normal, Independent

m = MultivariateNormal(torch.zeros(2), torch.eye(2))
m.log_prob(torch.tensor([0.5, -0.5]))
m.entropy()
m.mean, m.variance, m.mode, m.stddev
m.batch_shape, m.event_shape
cov = torch.tensor([[2.0, 0.5], [0.5, 1.0]])
mv = MultivariateNormal(torch.tensor([1.0, -1.0]), covariance_matrix=cov)
mv.scale_tril
mv.covariance_matrix
mv.precision_matrix
mv.log_prob(torch.tensor([1.0, 0.0]))
mv.entropy()
mv.variance
mp = MultivariateNormal(torch.zeros(2), precision_matrix=torch.tensor([[2.0, 0.5], [0.5, 1.0]]))
mp.scale_tril
mp.covariance_matrix
mp.precision_matrix
mp.log_prob(torch.tensor([0.3, 0.4]))
ms = MultivariateNormal(torch.zeros(3), scale_tril=torch.tensor([[1.0, 0.0, 0.0], [0.5, 2.0, 0.0], [-0.3, 0.2, 0.7]]))
ms.covariance_matrix
ms.precision_matrix
ms.log_prob(torch.tensor([[0.1, 0.2, 0.3], [1.0, -1.0, 0.5]]))
ms.entropy()

loc = torch.zeros(3)
scale = torch.ones(3)
mvn = MultivariateNormal(loc, scale_tril=torch.diag(scale))
[mvn.batch_shape, mvn.event_shape]
normal = Normal(loc, scale)
[normal.batch_shape, normal.event_shape]
diagn = Independent(normal, 1)
[diagn.batch_shape, diagn.event_shape]
diagn.log_prob(torch.tensor([0.1, 0.2, 0.3]))
mvn.log_prob(torch.tensor([0.1, 0.2, 0.3]))

# Batches: of locs against one covariance, of covariances, of values.
mb = MultivariateNormal(torch.zeros(4, 2), cov)
mb.batch_shape, mb.scale_tril.shape, mb.scale_tril.stride()
mb.log_prob(torch.ones(2))
mb.log_prob(torch.ones(5, 4, 2))
mb.log_prob(torch.ones(3, 1, 2))
mb.entropy()
covs = torch.stack([cov, 2 * torch.eye(2), torch.tensor([[1.0, -0.3], [-0.3, 0.5]])])
mc = MultivariateNormal(torch.zeros(2), covs)
mc.batch_shape, mc.loc.shape, mc.loc.stride()
mc.log_prob(torch.tensor([0.5, 0.5]))
mc.log_prob(torch.ones(4, 3, 2))
mc.entropy()
mc.variance
mc.precision_matrix
me = mc.expand((2, 3))
me.batch_shape, me.covariance_matrix.shape, me.log_prob(torch.zeros(2)).shape

# Gradients to the mean and the factor.
mu = torch.tensor([0.5, -0.5], requires_grad=True)
L = torch.tensor([[1.0, 0.0], [0.3, 0.8]], requires_grad=True)
d = MultivariateNormal(mu, scale_tril=L)
lp = d.log_prob(torch.tensor([1.0, 1.0]))
lp
lp.backward()
mu.grad
L.grad
c = torch.tensor([[2.0, 0.3], [0.3, 1.0]], requires_grad=True)
e = MultivariateNormal(torch.zeros(2), covariance_matrix=c).entropy()
e
e.backward()
c.grad
