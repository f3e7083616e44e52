import torch.nn as nn
import torch.nn.functional as F
lin = nn.Linear(4, 1)
with torch.no_grad():
    lin.weight.copy_(torch.linspace(-1, 1, 4).view(1, 4))
    lin.bias.copy_(torch.linspace(0.5, -0.5, 1))
x = torch.linspace(-2, 2, 8).view(2, 4)
lin.weight.shape
lin.weight.requires_grad
lin.weight.is_leaf
type(lin.weight).__name__
lin.bias.shape
