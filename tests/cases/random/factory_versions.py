# A random factory fills its new tensor below autograd: the result starts at version 0, as
# any new tensor does, while the in-place fills count one write each.
import torch
torch.manual_seed(0)
torch.randn(5, 3)._version
torch.rand(2)._version
torch.randint(0, 5, (3,))._version
torch.randn_like(torch.zeros(2))._version
torch.rand_like(torch.zeros(2))._version
torch.randint_like(torch.zeros(2), 5)._version
torch.normal(0., 1., size=(3,))._version
torch.normal(torch.zeros(3), torch.ones(3))._version
torch.bernoulli(torch.full((3,), 0.5))._version
torch.bernoulli(torch.zeros(3), 0.5)._version
torch.randperm(4)._version
torch.multinomial(torch.ones(4), 2)._version
torch.empty(3).normal_()._version
torch.empty(3).uniform_()._version
torch.zeros(3).bernoulli_(0.5)._version
w = torch.nn.Linear(3, 4).weight
w._version
x = torch.randn(4, 3)
y = x * 2
y._version
x.add_(1)
x._version
