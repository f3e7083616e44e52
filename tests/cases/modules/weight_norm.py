# torch.nn.utils.weight_norm as WaveNet-style code uses it: the g/v parameters, the weight
# recomputed before each forward (WeightNormInterfaceBackward0), remove_weight_norm.
import torch
import torch.nn as nn
from torch.nn.utils import weight_norm, remove_weight_norm
torch.manual_seed(0)
m = weight_norm(nn.Linear(4, 3), name="weight")
m
m.weight_g.shape, m.weight_v.shape, sorted(n for n, _ in m.named_parameters())
m.weight_g
m.weight, m.weight.grad_fn
x = torch.randn(2, 4)
out = m(x)
out
out.sum().backward()
m.weight_g.grad, m.weight_v.grad
with torch.no_grad():
    m.weight_g.mul_(2)
m(x)
conv = weight_norm(nn.Conv1d(2, 3, 3), dim=None)
conv.weight_g, conv.weight.grad_fn
c2 = weight_norm(nn.Linear(3, 4), dim=1)
c2.weight_g.shape, c2.weight.grad_fn
weight_norm(m)
remove_weight_norm(m)
sorted(n for n, _ in m.named_parameters()), type(m.weight).__name__, m.weight.grad_fn
remove_weight_norm(m)
torch.norm_except_dim(torch.arange(12.0).reshape(3, 4), 2, 0), torch._weight_norm(torch.ones(2, 3), torch.tensor([[2.0], [3.0]]), 0)
