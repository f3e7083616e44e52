import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
F.rrelu(torch.randn(10), training=True)
torch.manual_seed(0)
t = torch.randn(1000)
big = F.rrelu(t, training=True)
big
torch.rand(3)
torch.manual_seed(1)
z = torch.randn(3, 4, requires_grad=True)
y = F.rrelu(z, training=True)
y
y.grad_fn.name()
y.sum().backward()
z.grad
torch.manual_seed(2)
dd = torch.randn(3, 5, dtype=torch.float64)
F.rrelu(dd, 0.1, 0.7, training=True)
F.rrelu(dd.t(), 0.2, 0.2, training=True)
torch.manual_seed(3)
h = torch.randn(6).half()
F.rrelu(h, training=True)
g = torch.Generator().manual_seed(3)
torch.rrelu(torch.randn(4), training=True, generator=g)
torch.rrelu_(torch.randn(4), 0.1, 0.2, True, g)
torch.manual_seed(4)
zc = torch.randn(2, 3, requires_grad=True).clone()
F.rrelu(zc, training=True, inplace=True)
zc.grad_fn.name()
torch.manual_seed(5)
act = nn.RReLU(0.2, 0.5)
act(torch.randn(6))
act.training
torch.manual_seed(6)
F.rrelu(torch.tensor([0.0, -0.0, 1.0, -1.0, float("nan"), float("-inf")]), training=True)
F.rrelu(torch.arange(3), training=True)
F.rrelu(torch.randn(3), 0.5, 0.1, training=True)
torch.manual_seed(0)
m = nn.Bilinear(3, 4, 2)
m.weight
m.bias
m(torch.randn(5, 3), torch.randn(5, 4))
torch.manual_seed(0)
nn.Bilinear(5, 2, 3, bias=False).weight
torch.rand(2)
