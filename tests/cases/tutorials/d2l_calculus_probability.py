# d2l.ai 2.4 calculus + 2.6 probability (multinomial sampling, cumulative estimates)
import torch
import numpy as np
from torch.distributions.multinomial import Multinomial
import random

def f(x):
    return 3 * x ** 2 - 4 * x
for h in 10.0**np.arange(-1, -6, -1):
    print(f'h={h:.5f}, numerical limit={(f(1+h)-f(1))/h:.5f}')
[(f(1 + h) - f(1)) / h for h in 10.0 ** np.arange(-1, -6, -1)]
x = np.arange(0, 3, 0.1)
type(x)
num_tosses = 100
heads = sum([random.random() > 0.5 for _ in range(num_tosses)])
tails = num_tosses - heads
fair_probs = torch.tensor([0.5, 0.5])
torch.manual_seed(0)
Multinomial(100, fair_probs).sample()
Multinomial(100, fair_probs).sample() / 100
counts = Multinomial(10000, fair_probs).sample()
counts / 10000
counts = Multinomial(1, fair_probs).sample((10000,))
cum_counts = counts.cumsum(dim=0)
estimates = cum_counts / cum_counts.sum(dim=1, keepdims=True)
estimates = estimates.numpy()
estimates.shape
float(estimates[-1, 0])
fair_probs = torch.ones([6]) / 6
Multinomial(1, fair_probs).sample()
Multinomial(10, fair_probs).sample()
counts = Multinomial(10, fair_probs).sample((500,))
cum_counts = counts.cumsum(dim=0)
estimates = cum_counts / cum_counts.sum(dim=1, keepdims=True)
estimates[-1]
# 2.4 gradients via autograd of f
x = torch.tensor(1.0, requires_grad=True)
y = f(x)
y.backward()
x.grad
x = torch.arange(0, 3, 0.1, requires_grad=True)
y = torch.sin(x)
y.sum().backward()
torch.allclose(x.grad, torch.cos(x).detach())
x = torch.arange(0., 3, 0.1)
x.shape
x[-1]
torch.arange(0, 1, 0.1).shape
torch.arange(1, 2.5, 0.5)
torch.arange(0, 3, 0.1, dtype=torch.float64)[-1]
np.arange(0, 3, 0.1)[-1]
