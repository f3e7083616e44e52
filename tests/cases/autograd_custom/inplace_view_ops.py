# In-place layout changes on tensors with history: each is a node of its own in PyTorch
# (TBackward1, SqueezeBackward4, ...) and the gradient flows back through it.
import torch

x = torch.arange(6.0).reshape(2, 3).requires_grad_()
def run(expr, w):
    y = x * 2
    r = expr(y)
    loss = (r * w).sum()
    (g,) = torch.autograd.grad(loss, x)
    return r is y, y.grad_fn.name(), y.shape, y.stride(), g

run(lambda y: y.t_(), torch.tensor([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]))
run(lambda y: y.transpose_(0, 1), torch.tensor([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]))
run(lambda y: y.swapdims_(1, 0), torch.tensor([[1.0, -2.0], [3.0, 4.0], [5.0, 6.0]]))
run(lambda y: y.swapaxes_(0, -1), torch.tensor([[1.0, 2.0], [-3.0, 4.0], [5.0, 6.0]]))
run(lambda y: y.unsqueeze_(1), torch.arange(6.0).reshape(2, 1, 3))
run(lambda y: y.unsqueeze_(-1), torch.arange(6.0).reshape(2, 3, 1))

z = torch.ones(1, 3, 1, requires_grad=True)
def squeezed(expr):
    y = z * torch.tensor([1.0, 2.0, 3.0]).reshape(1, 3, 1)
    expr(y)
    (g,) = torch.autograd.grad((y * torch.tensor([4.0, 5.0, 6.0]).reshape(y.shape)).sum(), z)
    return y.grad_fn.name(), y.shape, g

squeezed(lambda y: y.squeeze_())
squeezed(lambda y: y.squeeze_(0))
squeezed(lambda y: y.squeeze_((0, 2)))

y = x * 1
y.as_strided_((3,), (2,))
y.grad_fn.name()
torch.autograd.grad(y.sum(), x)

# a chain: the RNN idiom of turning a batch-first result around in place
h = torch.stack([x[0] * 3, x[1] * 4], 0)
h.transpose_(0, 1)
h.t_()
h.unsqueeze_(0)
h.grad_fn.name(), h.grad_fn.next_functions[0][0].name()
h.sum().backward()
x.grad

# what PyTorch refuses
x.t_()
x.detach().t_().shape
