# @once_differentiable as the "Extending PyTorch" notes use it: the backward runs without
# recording, and a second backward through it is refused (it used to differentiate silently).
import torch
from torch.autograd import Function
from torch.autograd.function import once_differentiable


class Sort(Function):
    @staticmethod
    def forward(ctx, x):
        sorted_x, idx = x.sort()
        ctx.mark_non_differentiable(idx)
        ctx.save_for_backward(x, idx)
        return sorted_x, idx

    @staticmethod
    @once_differentiable
    def backward(ctx, g1, g2):
        x, idx = ctx.saved_tensors
        grad_input = torch.zeros_like(x)
        grad_input.index_add_(0, idx, g1)
        return grad_input


class Square(Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x * x

    @staticmethod
    @once_differentiable
    def backward(ctx, g):
        x, = ctx.saved_tensors
        return 2 * x * g


xs = torch.tensor([3.0, 1.0, 2.0], requires_grad=True)
s, idx = Sort.apply(xs)
(s * torch.tensor([1.0, 10.0, 100.0])).sum().backward()
xs.grad

# The incoming gradient requires grad (2 * s): the result sits behind an Error node.
xs2 = torch.tensor([3.0, 1.0, 2.0], requires_grad=True)
s2, _ = Sort.apply(xs2)
gx, = torch.autograd.grad((s2 ** 2).sum(), xs2, create_graph=True)
gx
gx.requires_grad
type(gx.grad_fn).__name__
try:
    gx.sum().backward()
    outcome = "no error"
except RuntimeError as e:
    outcome = str(e)
outcome

# The incoming gradient does not require grad: a plain result with no graph.
x = torch.tensor([3.0], requires_grad=True)
g, = torch.autograd.grad(Square.apply(x).sum(), x, create_graph=True)
g
g.requires_grad
g.grad_fn is None
try:
    g.sum().backward()
    outcome = "no error"
except RuntimeError as e:
    outcome = str(e)
outcome

# A first-order backward through it works as before.
y = torch.tensor([1.5, -2.0], requires_grad=True)
Square.apply(y).sum().backward()
y.grad
Square.backward.__name__
