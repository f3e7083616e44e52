import torch
w = torch.randn(3, 4, requires_grad=True)
x = w.clone()
a, b, c = x.unbind(0)
x.mul_(2)
a.grad_fn
y = (a * 3).sum()
y.backward()
w.grad
w2 = torch.randn(4, 2, requires_grad=True)
x2 = w2 * 1
p, q = x2.split(2)
p.grad_fn
q.mul_(2)
