import torch
w = torch.randn(3, 4, requires_grad=True)
x = w * 1
with torch.no_grad():
    v = x[0]
    x.mul_(2)
v.requires_grad
v.grad_fn
loss = (v * 3).sum()
loss.backward()
w.grad
