# Clamping by tensor bounds (a learned range, a per-channel limit) and the gradients at the
# bounds: on a bound, inside, beyond, equal bounds, crossed bounds.
import torch

x = torch.tensor([0.3, 0.5, 0.6, 0.7, 0.9, 1.0], requires_grad=True)
lo = torch.full((6,), 0.5, requires_grad=True)
hi = torch.full((6,), 0.9, requires_grad=True)
y = x.clamp(lo, hi)
y
y.grad_fn
(y * torch.arange(1., 7.)).sum().backward()
x.grad, lo.grad, hi.grad
x.grad = lo.grad = hi.grad = None
same = torch.full((6,), 0.5, requires_grad=True)
x.clamp(same, same).sum().backward()
x.grad, same.grad
x.grad = None
low = torch.full((6,), 0.7, requires_grad=True)
high = torch.full((6,), 0.5, requires_grad=True)
crossed = x.clamp(low, high)
crossed
crossed.sum().backward()
x.grad, low.grad, high.grad
x.grad = None
floor = torch.tensor([0.5], requires_grad=True)
x.clamp(min=floor).sum().backward()
x.grad, floor.grad
x.grad = None
ceil = torch.tensor(0.7, requires_grad=True)
torch.clamp(x, max=ceil).sum().backward()
x.grad, ceil.grad
x.grad = None
w = torch.tensor([[0.2, 0.8], [1.5, -0.3]], requires_grad=True)
bound_lo = torch.tensor([0.0, 0.5], requires_grad=True)
bound_hi = torch.tensor([[1.0], [0.8]], requires_grad=True)
z = torch.clip(w, bound_lo, bound_hi)
z
(z * torch.tensor([[1., 2.], [3., 4.]])).sum().backward()
w.grad, bound_lo.grad, bound_hi.grad
