# The seed story's model (core/examples/topk_sae.py, shortened): weights and data drawn after
# torch.manual_seed(0), so every loss is the one PyTorch prints.
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
d, h, k, n = 16, 64, 4, 256
dirs = F.normalize(torch.randn(h, d), dim=1)
codes = torch.rand(n, h) * (torch.rand(n, h) < 0.05)
data = codes @ dirs
data[0, :4]


class TopKSAE(nn.Module):
    def __init__(self, d, h, k):
        super().__init__()
        self.k = k
        self.decoder = nn.Linear(h, d, bias=False)
        self.encoder = nn.Linear(d, h)
        self.encoder.weight = nn.Parameter(self.decoder.weight.T.clone())

    def forward(self, x):
        pre = F.relu(self.encoder(x))
        top = pre.topk(self.k, dim=-1)
        z = torch.zeros_like(pre).scatter(-1, top.indices, top.values)
        return self.decoder(z)


sae = TopKSAE(d, h, k)
sae.decoder.weight[:2, :4]
sae.encoder.bias[:4]
opt = torch.optim.Adam(sae.parameters(), lr=1e-2)
losses = []
for step in range(40):
    opt.zero_grad()
    loss = F.mse_loss(sae(data), data)
    loss.backward()
    opt.step()
    losses.append(loss.item())
tuple(losses[::8])
sae.encoder.weight[:2, :4]
opt.state[sae.encoder.weight]["exp_avg_sq"].stride()
