import torch
from torch import nn
m = nn.LazyLinear(3)
p = m.weight
repr(p)
str(p)
p.size()
p.is_floating_point()
p.requires_grad
p.dtype
p.numel()
p.dim()
p.sum()
sum(q.numel() for q in m.parameters())
p.shape
net = nn.Sequential(nn.LazyLinear(4), nn.ReLU(), nn.LazyLinear(2))
repr(net[0].weight)
opt = torch.optim.SGD(net.parameters(), lr=0.1)
y = net(torch.ones(5, 3))
y.shape
net[0].weight.shape
sum(q.numel() for q in net.parameters())
net[0].weight.numel()
bn = nn.LazyBatchNorm1d()
repr(bn.running_mean)
bn.running_mean.numel()
bn(torch.randn(4, 6)).shape
bn.running_mean.shape
q = nn.LazyLinear(2).weight
q + 1
q - 1
q * 2
q / 2
torch.zeros(1) + q
q @ q
q % 2
