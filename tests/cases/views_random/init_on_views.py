import torch
import torch.nn as nn
torch.manual_seed(0)
lin = nn.Linear(4, 6)
conv = nn.Conv2d(2, 2, 3)
with torch.no_grad():
    v = lin.weight[:3]
    rows = lin.weight.unbind(0)
    ch = lin.weight.chunk(2)
nn.init.normal_(v)
nn.init.uniform_(rows[0], -1, 1)
nn.init.zeros_(rows[5])
nn.init.ones_(ch[1][0])
nn.init.constant_(lin.weight[3], 0.25)
nn.init.xavier_uniform_(lin.weight[:2])
nn.init.xavier_normal_(ch[0])
nn.init.kaiming_uniform_(lin.weight[2:4], a=0.1)
nn.init.kaiming_normal_(lin.weight[4:])
nn.init.trunc_normal_(lin.weight[:, 0], std=0.02)
nn.init.orthogonal_(lin.weight[:4])
nn.init.eye_(lin.weight[:4, :4])
nn.init.dirac_(conv.weight)
nn.init.uniform_(conv.weight[0])
nn.init.normal_(lin.bias[:2])
lin.weight.sum()
lin.weight.requires_grad
lin.weight.grad_fn
lin.weight._version > 0
opt = torch.optim.SGD(lin.parameters(), lr=0.1)
lin(torch.ones(2, 4)).sum().backward()
opt.step()
lin.weight.grad
