import torch
import torch.nn as nn
import torch.nn.functional as F

def det(*shape, k=0.731):
    n = 1
    for s in shape:
        n *= s
    return torch.arange(n, dtype=torch.float32).mul(k).sin().reshape(shape)

conv = nn.Conv2d(2, 4, 3, padding=1)
bn = nn.BatchNorm2d(4)
head = nn.Linear(4 * 4 * 4, 3)
with torch.no_grad():
    conv.weight.copy_(det(4, 2, 3, 3, k=0.37) * 0.3)
    conv.bias.copy_(det(4, k=1.1) * 0.1)
    head.weight.copy_(det(3, 64, k=0.53) * 0.1)
    head.bias.zero_()
model = nn.Sequential(conv, bn, nn.ReLU(), nn.Flatten(), head)
repr(bn)
list(bn.state_dict().keys())
bn.num_batches_tracked
opt = torch.optim.SGD(model.parameters(), lr=0.1)
x = det(5, 2, 4, 4)
target = torch.tensor([0, 1, 2, 1, 0])
losses = []
for step in range(3):
    opt.zero_grad()
    loss = F.cross_entropy(model(x + step * 0.1), target)
    loss.backward()
    opt.step()
    losses.append(loss.item())
losses
bn.running_mean
bn.running_var
bn.num_batches_tracked
bn.weight
bn.bias
conv.weight.grad
model.eval()
out = model(x)
out
out.grad_fn
bn(x[:, :2].repeat(1, 2, 1, 1)).grad_fn
bn.running_mean
model.train()
y = bn(conv(x))
y.grad_fn
sd = bn.state_dict()
sd["running_var"]
sd["num_batches_tracked"]
