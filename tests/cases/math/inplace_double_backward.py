import torch

# Second-order gradients through in-place ops: each formula that uses the target's old
# value must stay differentiable under create_graph.
def second(op):
    a = torch.tensor([1., 2., 3.], requires_grad=True)
    b = torch.tensor([0.5, -1., 2.], requires_grad=True)
    x = a * 1
    op(x, b)
    ga, gb = torch.autograd.grad((x * x).sum(), (a, b), create_graph=True)
    (ga.sum() + gb.sum()).backward()
    # The gradients' own grad_fn names are left out: ours compose them from other ops.
    return ga.detach(), gb.detach(), a.grad, b.grad

second(lambda x, b: x.mul_(b))
second(lambda x, b: x.div_(b))
second(lambda x, b: x.add_(b, alpha=2))
second(lambda x, b: x.sub_(b))
second(lambda x, b: x.pow_(2))
second(lambda x, b: x.pow_(b))
second(lambda x, b: x.sin_())
second(lambda x, b: x.exp_())
second(lambda x, b: x.sigmoid_())
second(lambda x, b: x.addcmul_(b, b, value=0.5))
second(lambda x, b: x.addcdiv_(b, x.detach() + 1))
second(lambda x, b: x.lerp_(b, 0.25))
second(lambda x, b: x.clamp_(b, None))
second(lambda x, b: x.hypot_(b))
second(lambda x, b: x.xlogy_(b.abs()))
second(lambda x, b: x.atan2_(b))
second(lambda x, b: x.maximum(b))
second(lambda x, b: x.copysign_(b))
second(lambda x, b: x.cumprod_(0))

# The grad_fn chain after an in-place op is still PyTorch's.
a = torch.tensor([1., 2.], requires_grad=True)
x = a * 1
x.mul_(2)
x.grad_fn
x.grad_fn.next_functions
x._version
