import torch.nn as nn
import torch.nn.functional as F
lin = nn.Linear(2, 2)
with torch.no_grad():
    lin.weight.copy_(torch.linspace(-1, 1, 4).view(2, 2))
    lin.bias.copy_(torch.linspace(0.5, -0.5, 2))
x = torch.linspace(-2, 2, 4).view(2, 2)
seq = nn.Sequential(lin, nn.ReLU())
y = seq(x)
y
y.sum().backward()
lin.weight.grad
[n for n, _ in seq.named_parameters()]
len(list(seq.parameters()))
