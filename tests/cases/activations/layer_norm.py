import torch
import torch.nn.functional as F

x = (torch.arange(24.0).view(2, 3, 4) * 1.7).sin().requires_grad_(True)
w = torch.tensor([0.5, -1.0, 2.0, 1.5], requires_grad=True)
b = torch.tensor([0.1, 0.2, -0.3, 0.0], requires_grad=True)
y = F.layer_norm(x, (4,), w, b)
y
(y * torch.arange(24.0).view(2, 3, 4)).sum().backward()
x.grad
w.grad
b.grad
z = F.layer_norm(x, (3, 4), eps=1e-3)
z
gx, = torch.autograd.grad((z ** 2 * torch.arange(24.0).view(2, 3, 4)).sum(), x)
gx
F.layer_norm(x.detach().transpose(0, 2), (2,))
m = torch.nn.LayerNorm(4)
m
m(x)
torch.nn.LayerNorm((3, 4), elementwise_affine=False)
torch.nn.LayerNorm(4, bias=False)(x)
F.layer_norm(x, (5,))
F.layer_norm(x, (4,), torch.ones(3))
F.layer_norm(x, ())
F.layer_norm(torch.arange(6).view(2, 3), (3,))
F.logsigmoid(x)
lg, = torch.autograd.grad(F.logsigmoid(x).sum(), x)
lg
