import torch.nn as nn
import torch.nn.functional as F
lin = nn.Linear(3, 1)
with torch.no_grad():
    lin.weight.copy_(torch.linspace(-1, 1, 3).view(1, 3))
    lin.bias.copy_(torch.linspace(0.5, -0.5, 1))
x = torch.linspace(-2, 2, 6).view(2, 3)
y = lin(x)
y
y.grad_fn
F.relu(y).sum().backward()
lin.weight.grad
lin.bias.grad
