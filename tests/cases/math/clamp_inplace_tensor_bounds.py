# x.clamp_ with tensor bounds (refused before): written into x, its node ClampBackward0 over
# x as it was, with PyTorch's checks for the in-place form.
import torch

x = torch.tensor([[-2.0, 0.5, 3.0], [1.0, float("nan"), -0.5]])
lo = torch.tensor([-1.0, 0.0, 0.0])
hi = torch.tensor([1.0, 1.0, 2.0])
y = x.clone()
r = y.clamp_(lo, hi)
r
r is y
y
z = x.clone()
z.clamp_(min=lo)
z
z2 = x.clone()
z2.clip_(max=hi)
z2
z3 = x.clone()
z3.clamp_(lo, hi[0])
w = torch.tensor([0.3, -3.0, 4.0], requires_grad=True)
lo_g = torch.zeros(3, requires_grad=True)
hi_g = torch.ones(3, requires_grad=True)
v = w * 2
v.clamp_(lo_g, hi_g)
v.grad_fn
v.grad_fn.next_functions
v.sum().backward()
w.grad, lo_g.grad, hi_g.grad
leaf = torch.ones(3, requires_grad=True)
leaf.clamp_(lo, hi)
i = torch.arange(3)
i.clamp_(lo, hi)
i.clamp_(torch.tensor([0, 0, 0]), torch.tensor([1, 1, 1]))
s = torch.ones(3)
s.clamp_(torch.zeros(2, 3))
s.clamp_()
b = torch.ones(2, 3)
b.clamp_(torch.zeros(3), torch.ones(2, 1) * 0.5)
b
b._version
