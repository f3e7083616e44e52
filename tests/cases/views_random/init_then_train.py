import torch
import torch.nn as nn
torch.manual_seed(0)
model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2))
with torch.no_grad():
    model[0].weight[0].fill_(1.0)
    model[0].bias[:4].zero_()
    model[2].weight[:, 0] = 0.5
    w_first = model[0].weight[0]
    nn.init.xavier_uniform_(model[2].weight)
    nn.init.zeros_(model[2].bias)
    nn.init.normal_(model[0].weight[1:3])
    nn.init.constant_(model[0].weight[3], 0.1)
    nn.init.kaiming_uniform_(model[0].weight[4:])
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
x = torch.randn(16, 4)
t = torch.randn(16, 2)
for i in range(3):
    opt.zero_grad()
    loss = ((model(x) - t) ** 2).mean()
    loss.backward()
    torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
    torch.nn.utils.clip_grad_value_(model.parameters(), 0.5)
    opt.step()
loss
model[0].weight
model[0].weight.grad
w_first
w_first.requires_grad
model[0].weight[0].requires_grad
