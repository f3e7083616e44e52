# A two-layer TopK sparse autoencoder, trained with Adam on synthetic data.
# The encoder starts as the decoder's transpose, cloned: a non-contiguous weight,
# as in the debugging story this playground tells. Run: stridelab run core/examples/topk_sae.py
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
d, h, k, n = 16, 64, 4, 256

# Synthetic data: each sample mixes a few of h unit directions in d dimensions.
dirs = F.normalize(torch.randn(h, d), dim=1)
codes = torch.rand(n, h) * (torch.rand(n, h) < 0.05)
data = codes @ dirs


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
print("encoder strides:", sae.encoder.weight.stride(), "contiguous:", sae.encoder.weight.is_contiguous())
opt = torch.optim.Adam(sae.parameters(), lr=1e-2)
for step in range(301):
    opt.zero_grad()
    loss = F.mse_loss(sae(data), data)
    loss.backward()
    opt.step()
    if step % 50 == 0:
        print(f"step {step:4d}  loss {loss.item():.6f}")
print("exp_avg_sq strides:", opt.state[sae.encoder.weight]["exp_avg_sq"].stride())
