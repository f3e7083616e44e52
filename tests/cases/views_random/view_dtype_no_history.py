import torch
x = torch.randn(2, 3, requires_grad=True)
a = x.view(torch.float32)
a.requires_grad
a.grad_fn
a._is_view()
with torch.no_grad():
    b = x.view(torch.float32)
b.requires_grad
y = x * 2
c = y.view(torch.float32)
c.requires_grad
c.mul_(2)
y.grad_fn
h = x.half() if False else x.view(torch.float32).view(2, 3)
h.requires_grad
(x.view(torch.float32) * 2).requires_grad
