import torch
w = torch.randn(3, 4, requires_grad=True)
x = w.clone()
with torch.no_grad():
    v = x[0]
x.mul_(2)
v.grad_fn
y = (v * 3).sum()
y.backward()
w.grad
