import torch

# round(decimals=) in place: the same values, and the node PyTorch records for it.
x = torch.tensor([1.2345, -2.5678, 3.14159, 1250.0])
x.round_(decimals=2)
x
torch.tensor([1250.0, -1350.0, 49.0]).round_(decimals=-2)
a = torch.tensor([0.123, 4.567], requires_grad=True)
b = a.clone()
b.round_(decimals=1)
b.grad_fn
b.sum().backward()
a.grad
c = a.clone()
c.round_()
c.grad_fn
torch.round_(torch.tensor([0.5, 1.5, 2.5]))

# float16 rounds through float32: scaling by 1e5 does not overflow first.
h = torch.tensor([1.5, 2.25, 0.1], dtype=torch.float16)
h.round(decimals=3)
h.round(decimals=5)
h.round(decimals=-1)
torch.tensor([1.5, 2.25], dtype=torch.bfloat16).round(decimals=1)

# Integer and bool inputs.
torch.tensor([1, 2]).round()
torch.tensor([1, 2]).round(decimals=1)
torch.tensor([True]).round(decimals=2)

# In-place inverse hyperbolics record their own nodes (derivatives.yaml lists them apart).
t = torch.tensor([1.5, 2.0, 3.0], requires_grad=True)
u = t.clone()
u.acosh_()
u.grad_fn
u.sum().backward()
t.grad
s = torch.tensor([0.1, -0.5, 0.9], requires_grad=True)
v = s.clone()
v.asinh_()
v.grad_fn
w = s.clone()
w.atanh_()
w.grad_fn
(v + w).sum().backward()
s.grad
k = s.clone()
k.arctanh_()
k.grad_fn
