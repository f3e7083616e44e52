# Module initialisation, nn.init and dropout draw what PyTorch draws.
import math
import torch
import torch.nn as nn
import torch.nn.functional as F
torch.manual_seed(42)
lin = nn.Linear(4, 3)
lin.weight
lin.bias
str(lin.weight.tolist())
nn.Linear(3, 2, bias=False).weight
emb = nn.Embedding(10, 3)
emb.weight
ln = nn.LayerNorm(4)
ln.weight
ln.bias
seq = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 2))
seq[0].weight
seq[2].bias
x = torch.randn(2, 4)
drop = nn.Dropout(0.3)
drop(x)
drop.eval()
drop(x)
F.dropout(x, 0.5)
F.dropout(x, 0.5, training=False)
F.dropout(x, 1.0)
F.dropout(x, 0.0)
y = x.clone()
F.dropout(y, 0.2, inplace=True)
y
h = torch.ones(3, 3, requires_grad=True)
d = F.dropout(h, 0.5)
d.grad_fn
d.sum().backward()
h.grad
w = torch.empty(3, 5)
nn.init.xavier_uniform_(w)
nn.init.xavier_normal_(w)
nn.init.kaiming_uniform_(w, a=0.1)
nn.init.kaiming_normal_(w, mode='fan_out', nonlinearity='relu')
nn.init.kaiming_uniform_(w, a=math.sqrt(5))
nn.init.uniform_(w, -0.1, 0.1)
nn.init.normal_(w, 0.0, 0.02)
nn.init.trunc_normal_(w, std=0.02)
nn.init.trunc_normal_(w, mean=0.0, std=1.0, a=-0.1, b=0.1)
big = torch.empty(40, 40)
nn.init.trunc_normal_(big, std=1.0, a=-0.5, b=2.0)
big.min().item() >= -0.5
big.max().item() <= 2.0
big[0, :6]
o = torch.empty(3, 5)
nn.init.orthogonal_(o)
o @ o.T
tall = torch.empty(6, 4)
nn.init.orthogonal_(tall, gain=2.0)
nn.init.orthogonal_(torch.empty(2, 3, 4))
nn.init.orthogonal_(torch.empty(5))
gen = torch.Generator().manual_seed(7)
nn.init.normal_(w, generator=gen)
nn.init.uniform_(w, generator=gen)
torch.erfinv(torch.tensor([-0.9, -0.5, 0.0, 0.3, 0.99]))
torch.erfinv(torch.tensor([1.0, -1.0, 1.5]))
a = torch.tensor([0.2, -0.4], requires_grad=True)
torch.erfinv(a).sum().backward()
a.grad
# A seeded training step, as a tutorial writes it.
torch.manual_seed(0)
model = nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
data = torch.randn(8, 2)
target = data @ torch.tensor([[2.0], [-1.0]]) + 0.5
for step in range(5):
    opt.zero_grad()
    loss = F.mse_loss(model(data), target)
    loss.backward()
    opt.step()
model.weight
model.bias
