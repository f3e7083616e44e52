import torch
import torch.nn as nn
m = nn.Linear(3, 2)
w, b = m.weight, m.bias
torch.optim.SGD([w], lr=-1)
torch.optim.SGD([w], lr=-1.0)
torch.optim.SGD([w], lr=0.1, momentum=-0.5)
torch.optim.SGD([w], lr=0.1, weight_decay=-2)
torch.optim.SGD([w], lr=0.1, nesterov=True)
torch.optim.SGD([w], lr=float('nan'))
torch.optim.Adam([w], lr=-1)
torch.optim.Adam([w], lr=float('nan'))
torch.optim.Adam([w], betas=(1.0, 0.9))
torch.optim.Adam([w], eps=-1e-8)
torch.optim.AdamW([w], weight_decay=-0.1)
torch.optim.SGD([{'params': [w]}, {'params': [b], 'lr': -1.0}, {'params': [w]}], lr=0.1)
opt = torch.optim.SGD([{'params': [w], 'lr': -1.0}, {'params': [b]}], lr=0.1)
opt.param_groups[0]['lr']
x = torch.ones(2, requires_grad=True)
o = torch.optim.SGD([x], lr=0.1)
o.param_groups[0]['lr'] = -1.0
x.grad = torch.ones(2)
o.step()
x
o2 = torch.optim.SGD([x], lr=0.1, momentum=0.9)
o2.param_groups[0]['momentum'] = -1.0
o2.step()
x
o3 = torch.optim.Adam([{'params': [x], 'betas': (2.0, 0.9)}])
o3.step()
x
