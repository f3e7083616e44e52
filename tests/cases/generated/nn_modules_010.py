import torch.nn as nn
import torch.nn.functional as F
lin = nn.Linear(2, 1)
with torch.no_grad():
    lin.weight.copy_(torch.linspace(-1, 1, 2).view(1, 2))
    lin.bias.copy_(torch.linspace(0.5, -0.5, 1))
x = torch.linspace(-2, 2, 4).view(2, 2)
lin.weight.shape
lin.weight.requires_grad
lin.weight.is_leaf
type(lin.weight).__name__
lin.bias.shape
