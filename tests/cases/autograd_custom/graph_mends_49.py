# PyTorch's own autograd tests read graph shapes and version counters: a full sum's
# create_graph gradient is one ExpandBackward0 over the input (no unsqueezes), and
# mark_dirty bumps the dirty tensor's version once more.
import torch
from torch.autograd import Function

x = torch.randn(5, 5, requires_grad=True)
go = torch.ones((), requires_grad=True)
g, = torch.autograd.grad(x.sum(), x, go, create_graph=True)
type(g.grad_fn).__name__, [type(f).__name__ for f, _ in g.grad_fn.next_functions]
m, = torch.autograd.grad(x.mean(), x, go, create_graph=True)
type(m.grad_fn).__name__, [type(f).__name__ for f, _ in m.grad_fn.next_functions], m[0, 0]
d, = torch.autograd.grad(x.sum(dim=1), x, torch.ones(5, requires_grad=True), create_graph=True)
type(d.grad_fn).__name__, [type(f).__name__ for f, _ in d.grad_fn.next_functions]


class AddOne(Function):
    @staticmethod
    def forward(ctx, t):
        t.add_(1)
        ctx.mark_dirty(t)
        return t

    @staticmethod
    def backward(ctx, grad):
        return grad


b = torch.zeros(3, requires_grad=True).clone()
out = AddOne.apply(b)
out._version, b._version, out is b, out.grad_fn
out.sum().backward()
c = torch.zeros(2)
c._version, AddOne.apply(c)._version

# Scalar overloads take the number as a Scalar (one edge); nll_loss's class indices are no
# input of its node.
[(type(f).__name__ if f is not None else None) for f, _ in (x % 2).grad_fn.next_functions]
[(type(f).__name__ if f is not None else None) for f, _ in torch.fmod(x, 2).grad_fn.next_functions]
[(type(f).__name__ if f is not None else None) for f, _ in (x ** 2).grad_fn.next_functions]
[(type(f).__name__ if f is not None else None) for f, _ in (x / 2).grad_fn.next_functions]
logits = torch.randn(4, 3, requires_grad=True)
ce = torch.nn.functional.cross_entropy(logits, torch.tensor([0, 1, 2, 1]))
[(type(f).__name__ if f is not None else None) for f, _ in ce.grad_fn.next_functions]
ce.backward()
logits.grad.sum(dim=1)
nll = torch.nn.functional.nll_loss(logits.log_softmax(1), torch.tensor([2, 2, 0, 1]), reduction="none")
nll.grad_fn.name(), len(nll.grad_fn.next_functions)
