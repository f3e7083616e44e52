# Tried as a hostile user after this stop's review: deprecated overloads with a factor past
# 64 bits, fractional max pooling with a zero kernel or an empty batch, and other new ops
# at their edges (empty, broadcast, 0-length).
import torch
import torch.nn as nn
import torch.nn.functional as F
x = torch.ones(2, 3)
torch.add(x, 2, x)
torch.add(x, True, x)
torch.add(x, 2.5, x, alpha=1)
x.add(2, x)
x.sub_(1, torch.ones(2, 3))
torch.addcmul(x, 2, x, x)
torch.add(x, 2, x, out=torch.empty(2, 3))
torch.add(x, 2**70, x)
F.fractional_max_pool2d(torch.ones(1, 1, 4, 4), 2, output_size=(2, 2), _random_samples=torch.full((1, 1, 2), 0.5)).shape
F.fractional_max_pool2d(torch.ones(0, 1, 4, 4), 2, output_size=(2, 2), _random_samples=torch.full((0, 1, 2), 0.5)).shape
F.fractional_max_pool2d(torch.ones(1, 1, 4, 4), 0, output_size=(2, 2), _random_samples=torch.full((1, 1, 2), 0.5))
F.fractional_max_pool2d(torch.ones(1, 1, 4, 4), 2, output_size=(5, 5), _random_samples=torch.full((1, 1, 2), 0.5))
F.fractional_max_pool2d(torch.ones(1, 1, 4, 4), 2, output_ratio=0.5, _random_samples=torch.full((1, 1, 2), 0.5)).shape
F.fractional_max_pool2d(torch.ones(1, 1, 4, 4), 2, output_ratio=1.5, _random_samples=torch.full((1, 1, 2), 0.5))
torch.ones(3).outer(torch.ones(0)).shape
torch.ones(2, 3).flip(()).shape
torch.ones(2, 3).masked_fill(torch.zeros(3, dtype=torch.bool), 1.)._version
y = torch.ones(4)
v = y.view(2, 2)
torch.hardshrink(torch.tensor([-1., 0.2, 0.6]), 0.5)
torch.threshold(torch.tensor([-1., 0.2, 0.6]), 0.5, 9.)
torch.ones(2, 3).resize(3, 2).shape
torch.ones(2, 3).resize(7)
F.fractional_max_pool2d(torch.ones(4, 4), (2, 0), output_size=(2, 2), _random_samples=torch.full((1, 1, 2), 0.5))
F.fractional_max_pool3d(torch.ones(1, 1, 4, 4, 4), (2, 2, 0), output_size=(2, 2, 2), _random_samples=torch.full((1, 1, 3), 0.5))
F.fractional_max_pool3d(torch.ones(0, 1, 4, 4, 4), 2, output_size=(2, 2, 2), _random_samples=torch.full((0, 1, 3), 0.5)).shape
