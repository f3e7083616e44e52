# A custom backward that returns a gradient of another shape: summed when the input's shape
# broadcasts to it, refused otherwise (PyTorch's validate_outputs; it was a panic).
import torch
from torch.autograd import Function


class Bias(Function):
    @staticmethod
    def forward(ctx, x, b):
        return x + b

    @staticmethod
    def backward(ctx, g):
        return g, g.unsqueeze(0)


class Wrong(Function):
    @staticmethod
    def forward(ctx, x):
        return x * 2

    @staticmethod
    def backward(ctx, g):
        return g[:1]


x = torch.ones(4, 2, requires_grad=True)
b = torch.zeros(2, requires_grad=True)
Bias.apply(x, b).sum().backward()
b.grad
x.grad
y = torch.ones(3, requires_grad=True)
Wrong.apply(y).sum().backward()
y.grad
