import torch
import torch.nn.functional as F
x = torch.tensor([-6.0, -3.0, -1.0, -0.25, 0.0, 0.5, 1.5, 3.0, 12.0], requires_grad=True)
y = F.gelu(x, approximate='tanh')
y
F.gelu(x, approximate='none')
g, = torch.autograd.grad((y * torch.arange(9.0)).sum(), x)
g
torch.nn.GELU(approximate='tanh')(x)
torch.nn.GELU('tanh')
m = torch.linspace(-3, 3, 12).view(4, 3).T
F.gelu(m, approximate='tanh')
F.gelu(x, approximate='sigmoid')
F.gelu(torch.tensor([1.0, 2.0], dtype=torch.float64), approximate='tanh')
