# An in-place write after an op that saved nothing of its input must not break backward:
# PyTorch's generated code saves an input only for the formulas of inputs that need a grad.
import torch
c = torch.ones(3, requires_grad=True)
u = c + 3
w = u * 2
u.mul_(10)
w.sum().backward()
c.grad
w.grad_fn._saved_self
# 2 * u: the number is `other`, u is `self`; nothing of u is saved either.
c2 = torch.ones(2, requires_grad=True)
u2 = c2 * 1
w2 = 2 * u2
u2.add_(1)
w2.sum().backward()
c2.grad
# Division by a number keeps the number, not the tensor.
a = torch.ones(2, requires_grad=True)
b = a * 1
d = b / 2
b.add_(1)
d.sum().backward()
a.grad
# A number divided by a tensor reads the tensor: the write is caught.
a3 = torch.ones(2, requires_grad=True)
b3 = a3 * 1
d3 = 2 / b3
d3.grad_fn
b3.add_(1)
d3.sum().backward()
# u / w keeps u when w needs a gradient.
p = torch.ones(2, requires_grad=True)
q = torch.full((2,), 4., requires_grad=True)
r = p * 1
s = r / q
r.add_(1)
s.sum().backward()
# ... and only w (the divisor) when w needs none.
q2 = torch.full((2,), 4.)
r2 = p * 1
s2 = r2 / q2
r2.add_(1)
s2.sum().backward()
p.grad
q2.add_(1)
s3 = (p * 1) / q2
q2.mul_(2)
s3.sum().backward()
# mul of two tensors: each keeps the other.
x = torch.ones(2, requires_grad=True)
y = torch.full((2,), 3.)
xm = x * 1
z = xm * y
xm.add_(1)
z.sum().backward()
x.grad
y.add_(1)
x.grad = None
z2 = (x * 1) * y
y.add_(1)
z2.sum().backward()
# remainder keeps both inputs only when the divisor needs a gradient.
m = torch.tensor([5., 7.], requires_grad=True)
mm = m * 1
rem = torch.remainder(mm, torch.tensor([3., 4.]))
mm.add_(1)
rem.sum().backward()
m.grad
# pow with a number exponent keeps the base.
e = torch.ones(2, requires_grad=True)
eb = e * 1
pw = eb ** 2
eb.add_(1)
pw.sum().backward()
