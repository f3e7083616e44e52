import torch

x = [torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0, 5.0])]
y = torch._foreach_add_(x, 1)
y is x
x
x[0]._version
torch._foreach_mul_(x, [2.0, 0.5])
x
torch._foreach_sub_(x, [torch.ones(2), torch.ones(3)], alpha=2)
x
torch._foreach_div_(x, torch.tensor(2.0))
x
torch._foreach_maximum_(x, 1.0)
x
torch._foreach_minimum_(x, [torch.ones(2) * 1.2, torch.ones(3) * 2])
x
torch._foreach_clamp_min_(x, [1.1, 1.5])
x
torch._foreach_clamp_max_(x, 1.3)
x
torch._foreach_pow_(x, 2)
x
x[1]._version
torch._foreach_exp_(x)
x
torch._foreach_log_(x)
x
torch._foreach_neg_(x)
torch._foreach_abs_(x)
torch._foreach_sqrt_(x)
x
torch._foreach_addcmul_(x, x, x, 0.5)
x
torch._foreach_addcdiv_(x, [torch.ones(2), torch.ones(3)], [torch.ones(2) * 2, torch.ones(3) * 4], [1.0, -1.0])
x
torch._foreach_lerp_(x, [torch.zeros(2), torch.zeros(3)], 0.25)
x
torch._foreach_copy_(x, [torch.tensor([7.0, 8.0]), torch.tensor([9, 10, 11])])
x
torch._foreach_zero_(x)
x
x[0]._version
t = (torch.ones(2), torch.ones(1))
z = torch._foreach_add_(t, 3)
z is t
t
ints = [torch.tensor([1, 2])]
try:
    torch._foreach_add_(ints, 1.5)
except RuntimeError as e:
    err_cast = str(e)
err_cast
w = torch.tensor([1.0, 2.0], requires_grad=True)
try:
    torch._foreach_add_([w], 1)
except RuntimeError as e:
    err_leaf = str(e)
err_leaf
base = torch.tensor([1.0, 2.0], requires_grad=True)
p = [base * 1, base * 2]
torch._foreach_add_(p, 1)
p[0].grad_fn.name()
torch._foreach_mul_(p, [base, base])
p[1].grad_fn.name()
torch._foreach_exp_(p)
p[0].grad_fn.name()
p[0]._version
(p[0] + p[1]).sum().backward()
base.grad
