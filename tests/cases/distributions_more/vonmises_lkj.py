# VonMises (angles) and LKJCholesky (correlation-matrix priors): densities, moments and
# seeded draws.
import math
import torch
from torch.distributions import VonMises, LKJCholesky

torch.manual_seed(7)
vm = VonMises(torch.tensor([1.0, -2.0, 0.0]), torch.tensor([1.0, 5.0, 0.5]))
vm.log_prob(torch.tensor([0.5, -2.5, 3.0]))
vm.mean, vm.mode, vm.variance
vm.sample()
vm.sample((4,))
VonMises(0.0, 1.0).sample((3,))
VonMises(torch.tensor([0.0]), torch.tensor([20.0])).expand((2, 1)).batch_shape
VonMises(torch.tensor([0.0]), torch.tensor([-1.0]))
loc = torch.tensor([0.3], requires_grad=True)
lp = VonMises(loc, torch.tensor([2.0])).log_prob(torch.tensor([1.0]))
lp
lp.backward()
loc.grad

l = LKJCholesky(3, 0.5)
s = l.sample()
s
l.log_prob(s)
l.sample((2,)).shape
LKJCholesky(2, torch.tensor([1.0, 4.0])).sample()
LKJCholesky(3, torch.tensor([1.0, 2.0])).log_prob(torch.eye(3))
LKJCholesky(3, 0.5).expand((2,)).batch_shape
LKJCholesky(1)
l.support
