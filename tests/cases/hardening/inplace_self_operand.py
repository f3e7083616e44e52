import torch
# An in-place op whose operand is the tensor itself saves the old value, which the write
# then moves on: backward refuses (we used to give the gradient of the new values).
x = torch.tensor([1.0, 2.0], requires_grad=True)
a = x * 1
a.addcmul_(a, a)
a.grad_fn.name()
a.sum().backward()
x2 = torch.tensor([1.0, 2.0], requires_grad=True)
b = x2 * 1
v = b.view(2)
v.addcmul_(v, v)
b.sum().backward()
x3 = torch.tensor([1.0, 2.0], requires_grad=True)
f = x3 * 1
f.view(2).mul_(f)
f.sum().backward()
x4 = torch.tensor([1.0, 2.0], requires_grad=True)
c = x4 * 1
c.addcmul_(torch.ones(2), torch.full((2,), 3.0))
c.sum().backward()
x4.grad
# lerp with a number keeps nothing: a second backward is allowed; x * 2 keeps the number
y = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
l = y.lerp(torch.zeros(3), 0.25)
l.sum().backward()
l.sum().backward()
y.grad
m = y * 2
m.sum().backward()
m.sum().backward()
d = y / 2
d.sum().backward()
d.sum().backward()
s = y + 2
s.sum().backward()
s.sum().backward()
y.grad
# retain_grad: once per tensor, and a seeded backward does not count twice
r = torch.tensor([1.0, 2.0], requires_grad=True)
t = r * 3
t.retain_grad()
t.backward(torch.tensor([1.0, 5.0]))
t.grad
r.grad
q = r * 1
q.retain_grad()
q.retain_grad()
(q * q).sum().backward()
q.grad
w = r * 1
w.retain_grad()
w.add_(1)
w.retain_grad()
(w * w).sum().backward()
w.grad
