import torch.nn as nn
import torch.nn.functional as F
lin = nn.Linear(4, 3)
with torch.no_grad():
    lin.weight.copy_(torch.linspace(-1, 1, 12).view(3, 4))
    lin.bias.copy_(torch.linspace(0.5, -0.5, 3))
x = torch.linspace(-2, 2, 8).view(2, 4)
lin.weight.T.is_contiguous()
w2 = nn.Parameter(lin.weight.detach().T.clone())
w2.stride()
w2.requires_grad
opt = torch.optim.Adam([w2], lr=0.1)
((w2.sum() - 1) ** 2).backward()
opt.step()
w2
opt.state[w2]['exp_avg_sq'].stride()
