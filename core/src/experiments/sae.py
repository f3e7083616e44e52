# The seed story as an experiment: a TopK sparse autoencoder whose encoder starts as the
# decoder's transpose, cloned (a non-contiguous weight), trained with Adam on synthetic data.
# The bug lab runs it under each emulated MPS profile, with and without the workaround.
# Set by the runner: WORKAROUND (bool), STEPS (int), RECORD_EVERY (int).
import torch
import torch.nn as nn
import torch.nn.functional as F
import stridelab

torch.manual_seed(0)
d, h, k, n = 16, 32, 4, 256

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
        w = self.decoder.weight.T.clone()  # strides (1, 32): not contiguous
        if WORKAROUND:
            w = w.contiguous()
        self.encoder.weight = nn.Parameter(w)

    def forward(self, x):
        pre = F.relu(self.encoder(x))
        top = pre.topk(self.k, dim=-1)
        z = torch.zeros_like(pre).scatter(-1, top.indices, top.values)
        return self.decoder(z)


sae = TopKSAE(d, h, k)
enc, dec = sae.encoder.weight, sae.decoder.weight
enc_init = enc.detach().clone()
dec_init = dec.detach().clone()
opt = torch.optim.Adam(sae.parameters(), lr=1e-2)

losses, enc_change, dec_change, enc_m_max, enc_v_max = [], [], [], [], []
snapshots = []
for step in range(STEPS):
    opt.zero_grad()
    loss = F.mse_loss(sae(data), data)
    loss.backward()
    opt.step()
    stridelab.progress(step + 1, STEPS)
    st = opt.state[enc]
    losses.append(loss.item())
    enc_change.append((enc.detach() - enc_init).abs().max().item())
    dec_change.append((dec.detach() - dec_init).abs().max().item())
    enc_m_max.append(st["exp_avg"].abs().max().item())
    enc_v_max.append(st["exp_avg_sq"].abs().max().item())
    if step % RECORD_EVERY == 0 or step == STEPS - 1:
        snapshots.append((step, enc.detach().clone(), dec.detach().clone(),
                          st["exp_avg"].clone(), st["exp_avg_sq"].clone()))

enc_state = opt.state[enc]
dec_state = opt.state[dec]
