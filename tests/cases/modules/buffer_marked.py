import torch
import torch.nn as nn
from torch.nn import Buffer
from torch.nn.parameter import Parameter


class Running(nn.Module):
    def __init__(self):
        super().__init__()
        self.mean = Buffer(torch.zeros(3))
        self.scratch = nn.Buffer(torch.ones(2), persistent=False)
        self.w = Parameter(torch.ones(3))

    def forward(self, x):
        self.mean.mul_(0.9).add_(0.1 * x.mean(0))
        return x * self.w - self.mean


m = Running()
sorted(n for n, _ in m.named_buffers())
list(m.state_dict().keys())
out = m(torch.arange(6.).reshape(2, 3))
out
m.mean
b = Buffer(torch.ones(2, requires_grad=True))
b.requires_grad, b.persistent, b._is_buffer, type(b) is torch.Tensor
isinstance(b, Buffer), isinstance(torch.ones(2), Buffer), isinstance(b, torch.Tensor)
e = Buffer()
e.shape
m.scratch = Buffer(torch.zeros(2))
list(m.state_dict().keys())
m.mean = torch.full((3,), 7.)
m.state_dict()["mean"]
m.mean = None
list(m.state_dict().keys())
m.plain = torch.zeros(1)
list(m.state_dict().keys())
try:
    m.w = Buffer(torch.zeros(3))
except TypeError as err:
    str(err)
try:
    m.mean = Buffer(5)
except AttributeError as err:
    str(err)
try:
    m.scratch = 3
except TypeError as err:
    str(err)
nn.Buffer
