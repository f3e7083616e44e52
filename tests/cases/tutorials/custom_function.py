# A custom autograd Function: you write forward and backward, autograd records one node.
import torch


class Cube(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x ** 3

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return grad_output * 3 * x ** 2


x = torch.tensor([-1.0, 0.5, 2.0], requires_grad=True)
y = Cube.apply(x)
y
y.grad_fn
y.sum().backward()
x.grad
# The same gradient from PyTorch's own pow:
x2 = x.detach().clone().requires_grad_()
(x2 ** 3).sum().backward()
torch.equal(x.grad, x2.grad)
# A hook sees (and may change) the gradient flowing into a tensor.
z = torch.tensor([1.0, 2.0], requires_grad=True)
h = z.register_hook(lambda g: g * 100)
Cube.apply(z).sum().backward()
z.grad
h.remove()
# backward must return one gradient per forward input:
class Broken(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, power):
        return x ** power

    @staticmethod
    def backward(ctx, grad_output):
        return grad_output


Broken.apply(torch.ones(2, requires_grad=True), 3).sum().backward()
