# torch.nn.utils.skip_init builds the module without its default initialization (PyTorch
# on the meta device, so the CPU generator draws nothing) and Module.to_empty makes its
# parameters and buffers uninitialized (parameters keep their objects). Uninitialized
# values are not recorded. (The Modules note's example; probe 13 found both missing.)
import torch
from torch import nn
torch.manual_seed(0)
m = torch.nn.utils.skip_init(nn.Linear, 5, 3)
torch.rand(2)
type(m).__name__, m.weight.shape, m.bias.shape, type(m.weight).__name__, m.weight.requires_grad
nn.init.orthogonal_(m.weight)
torch.allclose(m.weight @ m.weight.T, torch.eye(3), atol=1e-5)
m2 = torch.nn.utils.skip_init(nn.Linear, 2, 2, dtype=torch.float64)
m2.weight.dtype, m2.bias.dtype, m2.in_features
torch.nn.utils.skip_init(nn.ReLU)
torch.nn.utils.skip_init(int)
bn = nn.BatchNorm1d(3)
w = bn.weight
bn.to_empty(device="cpu") is bn
bn.weight is w, bn.running_mean.shape, type(bn.weight).__name__, bn.num_batches_tracked.dtype
lin = nn.Linear(2, 2)
lin(torch.ones(1, 2)).sum().backward()
g = lin.weight.grad
lin.to_empty(device="cpu")
lin.weight.grad.shape, lin.weight.grad is g
