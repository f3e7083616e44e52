import torch
import torch.nn.functional as F
# Long signals: pooling and resampling cost about their input and output, not their product
t = torch.linspace(-3., 3., 100000).view(1, 1, 100000)
y = F.adaptive_avg_pool1d(t, 30011)
y.shape
y[0, 0, :6]
y[0, 0, -4:]
y.abs().sum()
x = torch.linspace(0., 1., 7 * 9).view(1, 1, 7, 9).requires_grad_()
p = F.adaptive_avg_pool2d(x, (3, 5))
p
p.grad_fn
(p * torch.arange(15.).view(3, 5)).sum().backward()
x.grad
x = torch.linspace(-1., 1., 40000).view(1, 1, 40000).requires_grad_()
z = F.adaptive_avg_pool1d(x, 12345)
z.shape
(z * z).sum().backward()
x.grad[0, 0, :5]
x.grad.abs().sum()
# Upsampling a long row and its backward
r = torch.linspace(-2., 2., 100000).view(1, 1, 100000).requires_grad_()
u = F.interpolate(r, scale_factor=2, mode="linear", align_corners=False)
u.shape
u[0, 0, :5]
u.grad_fn
(u * u).sum().backward()
r.grad[0, 0, :5]
r.grad[0, 0, -3:]
r.grad.abs().sum()
r.grad = None
n = F.interpolate(r, size=150001, mode="nearest")
n.sum().backward()
r.grad[0, 0, :6]
r.grad.abs().sum()
r.grad = None
q = F.pad(r, (3, 2), mode="reflect")
(q * torch.linspace(0., 1., 100005)).sum().backward()
r.grad[0, 0, :6]
r.grad[0, 0, -4:]
m = torch.linspace(0., 1., 300 * 400).view(1, 1, 300, 400).requires_grad_()
b = F.interpolate(m, size=(450, 700), mode="bilinear", align_corners=True)
b.shape
(b ** 2).sum().backward()
m.grad[0, 0, :2, :4]
m.grad.abs().sum()
