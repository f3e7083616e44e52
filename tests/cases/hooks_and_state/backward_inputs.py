import torch
x = torch.tensor([1.0, float('nan'), 3.0], requires_grad=True)
x.max().backward()
x.grad
y = torch.tensor([1.0, float('nan'), float('nan')], requires_grad=True)
y.min().backward()
y.grad
z = torch.tensor([[1.0, 5.0], [5.0, 2.0]], requires_grad=True)
torch.max(z).backward()
z.grad
w = torch.tensor([1.0, float('nan'), 3.0], requires_grad=True)
w.amax().backward()
w.grad
a = torch.tensor([1.0], requires_grad=True)
b = torch.tensor([4.0], requires_grad=True)
(a * a + b * b).sum().backward(inputs=[a])
a.grad
b.grad
(a * a + b * b).sum().backward(inputs=b)
a.grad
b.grad
try:
    (a * 3).sum().backward(inputs=[])
except RuntimeError as e:
    m = str(e)
m
h = a * 2
h.retain_grad()
k = (h * h).sum()
k.backward(inputs=[h])
h.grad
a.grad
c = torch.tensor([2.0], requires_grad=True)
torch.autograd.backward([c * 2, (c * 3).sum()], [torch.ones(1), None])
c.grad
d = torch.tensor([2.0], requires_grad=True)
shared = d * d
torch.autograd.backward([shared * 2, shared * 3], [torch.ones(1), torch.ones(1)])
d.grad
e = torch.tensor([1.0, 2.0], requires_grad=True)
f = torch.tensor([3.0], requires_grad=True)
torch.autograd.backward((e * f).sum(), inputs=[f])
e.grad
f.grad
try:
    torch.autograd.backward([e.sum(), f.sum()], [torch.ones(())])
except RuntimeError as err:
    m2 = str(err)
m2
g = torch.tensor([1.0], requires_grad=True)
q = torch.tensor([1.0])
try:
    (g * 2).sum().backward(inputs=[q])
except RuntimeError as err:
    m3 = str(err)
m3
