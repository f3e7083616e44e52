import torch
w = torch.randn(3, 4, requires_grad=True)
x = w * 1
a, b, c = x.unbind(0)
with torch.no_grad():
    x.mul_(2)
a.grad_fn
loss = (a * 3).sum()
loss.backward()
w.grad
