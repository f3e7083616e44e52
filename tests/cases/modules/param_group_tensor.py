import torch
import torch.nn as nn

# d2l's weight decay: a parameter group may name one tensor instead of a list.
torch.manual_seed(0)
net = nn.Linear(3, 1)
for p in net.parameters():
    p.data.normal_()
trainer = torch.optim.SGD([{'params': net.weight, 'weight_decay': 0.5},
                           {'params': net.bias}], lr=0.1)
len(trainer.param_groups)
trainer.param_groups[0]['params'][0] is net.weight
trainer.param_groups[0]['weight_decay']
trainer.param_groups[1]['weight_decay']
X = torch.ones(4, 3)
y = torch.zeros(4, 1)
for _ in range(3):
    trainer.zero_grad()
    loss = ((net(X) - y) ** 2).mean()
    loss.backward()
    trainer.step()
net.weight
net.bias
opt = torch.optim.Adam([{'params': net.weight}], lr=0.01)
opt.add_param_group({'params': net.bias, 'lr': 0.5})
opt.param_groups[1]['lr']
opt.param_groups[1]['params'][0] is net.bias
torch.optim.SGD([{'params': {net.weight}}], lr=0.1)
torch.optim.SGD([{'params': 3}], lr=0.1)
torch.optim.SGD(net.weight, lr=0.1)
