import torch
import torch.nn as nn
import torch.nn.functional as F
# Seeded 3-d layers: their weights come from PyTorch's CPU generator, drawn in the order
# nn.Conv3d and nn.ConvTranspose3d draw them.
torch.manual_seed(0)
conv = nn.Conv3d(3, 4, 3, padding=1)
conv.weight[0, 0]
conv.bias
up = nn.ConvTranspose3d(4, 2, 2, stride=2)
up.weight[0, 0]
up.bias
g = nn.Conv3d(4, 4, (1, 3, 3), groups=2, bias=False)
g.weight.shape
g.weight.sum()
clip = torch.randn(2, 3, 4, 8, 8)
y = conv(clip)
y.std()
u = up(F.max_pool3d(y, 2))
u.shape
u.mean()
torch.manual_seed(1)
c3d = nn.Sequential(
    nn.Conv3d(3, 8, 3, padding=1), nn.ReLU(), nn.MaxPool3d((1, 2, 2)),
    nn.Conv3d(8, 8, 3, padding=1), nn.ReLU(), nn.MaxPool3d(2),
    nn.AdaptiveAvgPool3d(1), nn.Flatten(), nn.Linear(8, 5),
)
x = torch.randn(4, 3, 4, 16, 16)
target = torch.tensor([0, 1, 4, 2])
opt = torch.optim.SGD(c3d.parameters(), lr=0.1)
losses = []
for step in range(3):
    opt.zero_grad()
    loss = F.cross_entropy(c3d(x), target)
    loss.backward()
    opt.step()
    losses.append(loss.item())
losses
c3d[0].weight.grad.norm()
c3d[3].bias
c3d(x).argmax(1)
