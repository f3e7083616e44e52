# Custom autograd Functions as the "Extending PyTorch" tutorial writes them.
import torch
from torch.autograd import Function


class Exp(Function):
    @staticmethod
    def forward(ctx, i):
        result = i.exp()
        ctx.save_for_backward(result)
        return result

    @staticmethod
    def backward(ctx, grad_output):
        result, = ctx.saved_tensors
        return grad_output * result


x = torch.tensor([0., 1., 2.], requires_grad=True)
y = Exp.apply(x)
y
type(y.grad_fn).__name__
y.requires_grad, y.is_leaf
y.sum().backward()
x.grad


class MyReLU(torch.autograd.Function):
    @staticmethod
    def forward(ctx, input):
        ctx.save_for_backward(input)
        return input.clamp(min=0)

    @staticmethod
    def backward(ctx, grad_output):
        input, = ctx.saved_tensors
        # The tutorial writes `grad_input[input < 0] = 0`; a boolean-mask index_put_ is not on
        # the wgpu device yet (issue 16), so the same gradient by a product:
        return grad_output * (input >= 0)


torch.manual_seed(0)
dtype = torch.float
x = torch.linspace(-3.14, 3.14, 50, dtype=dtype)
y = torch.sin(x)
w1 = torch.randn(1, 8, dtype=dtype, requires_grad=True)
w2 = torch.randn(8, 1, dtype=dtype, requires_grad=True)
relu = MyReLU.apply
for t in range(30):
    y_pred = relu(x.unsqueeze(1).mm(w1)).mm(w2).squeeze(1)
    loss = (y_pred - y).pow(2).sum()
    loss.backward()
    with torch.no_grad():
        w1 -= 1e-3 * w1.grad
        w2 -= 1e-3 * w2.grad
        w1.grad.zero_()
        w2.grad.zero_()
loss.item()
w2.squeeze()


class LinearFunction(Function):
    @staticmethod
    def forward(ctx, input, weight, bias=None):
        ctx.save_for_backward(input, weight, bias)
        output = input.mm(weight.t())
        if bias is not None:
            output += bias.unsqueeze(0).expand_as(output)
        return output

    @staticmethod
    def backward(ctx, grad_output):
        input, weight, bias = ctx.saved_tensors
        grad_input = grad_weight = grad_bias = None
        if ctx.needs_input_grad[0]:
            grad_input = grad_output.mm(weight)
        if ctx.needs_input_grad[1]:
            grad_weight = grad_output.t().mm(input)
        if bias is not None and ctx.needs_input_grad[2]:
            grad_bias = grad_output.sum(0)
        return grad_input, grad_weight, grad_bias


inp = torch.randn(4, 3, dtype=torch.double)
weight = torch.randn(2, 3, dtype=torch.double, requires_grad=True)
bias = torch.randn(2, dtype=torch.double, requires_grad=True)
out = LinearFunction.apply(inp, weight, bias)
out.grad_fn.name()
out.backward(torch.ones(4, 2, dtype=torch.double))
weight.grad
bias.grad
ref_w = weight.detach().clone().requires_grad_()
ref_b = bias.detach().clone().requires_grad_()
torch.nn.functional.linear(inp, ref_w, ref_b).sum().backward()
torch.allclose(ref_w.grad, weight.grad), torch.allclose(ref_b.grad, bias.grad)


class MulConstant(Function):
    @staticmethod
    def forward(tensor, constant):
        return tensor * constant

    @staticmethod
    def setup_context(ctx, inputs, output):
        tensor, constant = inputs
        ctx.constant = constant

    @staticmethod
    def backward(ctx, grad_output):
        return grad_output * ctx.constant, None


a = torch.ones(3, requires_grad=True)
b = MulConstant.apply(a, 5.0)
b.sum().backward()
a.grad


class Split(Function):
    @staticmethod
    def forward(ctx, x):
        ctx.mark_non_differentiable
        return x * 2, x * 3

    @staticmethod
    def backward(ctx, g1, g2):
        return g1 * 2 + g2 * 3


p = torch.tensor([1., 2.], requires_grad=True)
u, v = Split.apply(p)
u.sum().backward()
p.grad
u.grad_fn is v.grad_fn


class Sort(Function):
    @staticmethod
    def forward(ctx, x):
        values, idx = x.sort()
        ctx.mark_non_differentiable(idx)
        ctx.save_for_backward(x, idx)
        return values, idx

    @staticmethod
    def backward(ctx, g1, g2):
        x, idx = ctx.saved_tensors
        # Undo the sort: the gradient of sorted position k belongs to input idx[k].
        return g1[idx.argsort()]


s = torch.tensor([3., 1., 2.], requires_grad=True)
vals, idx = Sort.apply(s)
idx.requires_grad, vals.requires_grad
(vals * torch.tensor([1., 10., 100.])).sum().backward()
s.grad


class WrongCount(Function):
    @staticmethod
    def forward(ctx, x, k):
        return x * k

    @staticmethod
    def backward(ctx, g):
        return g


class NotTensorGrad(Function):
    @staticmethod
    def forward(ctx, x, k):
        return x * k

    @staticmethod
    def backward(ctx, g):
        return g, g


q = torch.ones(2, requires_grad=True)
WrongCount.apply(q, 2.0).sum().backward()
NotTensorGrad.apply(q, 2.0).sum().backward()
with torch.no_grad():
    r = Exp.apply(q)
r.requires_grad
Exp.apply(torch.ones(2)).requires_grad
ctx_saved = Exp.apply(q)
ctx_saved.sum().backward()
ctx_saved.sum().backward()
