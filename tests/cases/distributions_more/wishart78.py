# torch.distributions.Wishart: log_prob, entropy, mean, variance, mode, the three ways to
# give the scale, batches, seeded samples (the Bartlett decomposition: chi-squared diagonal,
# normal lower triangle, then PyTorch's re-draw after its support check), rsample's
# gradient, and the constructor's errors.
import torch
import torch.distributions as D

torch.manual_seed(0)
cov = torch.tensor([[2.0, 0.5], [0.5, 1.0]])
m = D.Wishart(torch.tensor(4.0), covariance_matrix=cov)
m.batch_shape, m.event_shape, m.df
m.mean, m.variance, m.mode
m.entropy()
m.log_prob(torch.eye(2) * 2), m.log_prob(cov)
m.scale_tril, m.precision_matrix
m2 = D.Wishart(torch.tensor([4.0]), covariance_matrix=torch.eye(2))
m2.log_prob(torch.eye(2) * 2), m2.mean, m2.entropy()
m2.sample().shape
m2.sample()
m.sample((3,))
D.Wishart(5.0, scale_tril=torch.tensor([[1.0, 0.0], [0.3, 2.0]])).sample((2,))
mp = D.Wishart(3.5, precision_matrix=torch.tensor([[2.0, 0.5], [0.5, 1.0]]))
mp.covariance_matrix, mp.log_prob(torch.eye(2))
mb = D.Wishart(torch.tensor([3.0, 6.0]), covariance_matrix=torch.eye(3))
mb.batch_shape, mb.entropy(), mb.log_prob(torch.eye(3) * 3)
mb.sample((2,)).shape, mb.mode
mb.expand((4, 2)).batch_shape, mb.expand((4, 2)).sample().shape
D.Wishart(2.5, covariance_matrix=torch.eye(3)).mode
df = torch.tensor(5.0, requires_grad=True)
L = torch.tensor([[1.0, 0.0], [0.5, 1.5]], requires_grad=True)
w = D.Wishart(df, scale_tril=L)
s = w.rsample()
s.grad_fn.name()
s.sum().backward()
L.grad
w.log_prob(torch.eye(2)).backward()
df.grad
D.Wishart(torch.tensor(4.0, dtype=torch.float64), covariance_matrix=torch.eye(2, dtype=torch.float64)).sample().dtype
D.Wishart(1.0, covariance_matrix=torch.eye(3))
D.Wishart(4.0)
D.Wishart(4.0, covariance_matrix=torch.eye(2), scale_tril=torch.eye(2))
D.Wishart(4.0, covariance_matrix=torch.ones(2))
D.Wishart(4.0, covariance_matrix=torch.tensor([[1.0, 2.0], [2.0, 1.0]]))
D.Wishart(4.0, covariance_matrix=torch.eye(2), validate_args=True).log_prob(-torch.eye(2))
D.Wishart.arg_constraints.fget(m)["df"]
from torch.distributions.wishart import Wishart
Wishart is D.Wishart, Wishart.__module__, D.Wishart.support, D.Wishart.has_rsample
