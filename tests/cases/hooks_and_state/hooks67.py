# Hooks and nodes as PyTorch's own autograd tests use them: a hook on one output of a
# multi-output node (unbind, split) is called with None when the pass leaves its gradient
# undefined; a Python Function's backward runs even when every gradient it gets is
# undefined (zeros, or None without materialize_grads); a leaf's node is an AccumulateGrad.
import torch
from torch.autograd import Function

x = torch.tensor([1., 2., 3., 4., 5.], requires_grad=True)
parts = x.unbind()
seen = []
parts[0].register_hook(lambda g: seen.append(g))
parts[0].backward()
seen
x.grad
for i in range(1, 3):
    parts[i].backward()
seen
x.grad

y = torch.tensor([1., 2., 3.], requires_grad=True)
a, b = y.split(2)
got = []
a.register_hook(lambda g: got.append(None if g is None else g.tolist()))
(b * 2).sum().backward()
got
y.grad

# a separate node that the pass does not reach is not called
z = torch.tensor([1., 2.], requires_grad=True)
c = z * 2
d, e = c[0], c[1]
calls = []
d.register_hook(lambda g: calls.append(g))
e.backward()
calls

# replacing an undefined gradient is refused
w = torch.tensor([1., 2., 3., 4.], requires_grad=True)
p, q = w.split(2)
p.register_hook(lambda g: torch.ones(2))
try:
    q.sum().backward()
except RuntimeError as err:
    str(err)

class Passthrough(Function):
    @staticmethod
    def forward(ctx, t):
        return t

    @staticmethod
    def backward(ctx, grad):
        backward_got.append(grad)
        return grad

class NoMaterialize(Function):
    @staticmethod
    def forward(ctx, t):
        ctx.set_materialize_grads(False)
        return t.clone()

    @staticmethod
    def backward(ctx, grad):
        backward_got.append(grad)
        return grad

backward_got = []
v = torch.ones(2, requires_grad=True)
torch._C._functions.UndefinedGrad()(Passthrough.apply(v)).backward(torch.ones(2))
backward_got
v.grad
backward_got = []
torch._C._functions.UndefinedGrad()(NoMaterialize.apply(v)).sum().backward()
backward_got
v.grad

s = torch.randn(3, 3, requires_grad=True)
t2 = torch.randn(3, 3, requires_grad=True)
total = s + t2
nf = total.grad_fn.next_functions
len(nf)
isinstance(nf[0][0], torch._C._functions.AccumulateGrad)
isinstance(total.grad_fn, torch._C._functions.AccumulateGrad)
nf[0][0].variable is s
(total + 5).grad_fn.next_functions[1][0] is None
