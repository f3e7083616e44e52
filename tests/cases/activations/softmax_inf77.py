# Softmax over rows that hold infinities, as attention code meets them: a -inf mask is the
# usual case, a +inf score (an overflowed logit) makes the whole row NaN in PyTorch, because
# the sum of exp(v - max) holds exp(inf - inf). The wgpu device gave [nan, 0.] there.
import torch
import torch.nn.functional as F
inf = float("inf")
scores = torch.tensor([[inf, 1.0, 2.0], [1.0, 2.0, 3.0], [-inf, -inf, -inf],
                       [inf, inf, 0.0], [float("nan"), 1.0, 0.0], [-inf, 0.0, -inf]])
F.softmax(scores, dim=-1)
F.log_softmax(scores, dim=-1)
torch.softmax(scores, 0)
torch.log_softmax(scores, 0)
scores.t().softmax(0)
scores.t().log_softmax(0)
torch.logsumexp(scores, 1)
torch.logsumexp(scores, 0)
# A causal mask filled with -inf, then an overflowed score on the diagonal of row 2.
att = torch.arange(16.0).reshape(4, 4) / 4
mask = torch.tril(torch.ones(4, 4)) == 0
att = att.masked_fill(mask, -inf)
att[2, 2] = inf
att.softmax(-1)
F.softmax(att.view(2, 2, 4), dim=1)
torch.softmax(torch.tensor(inf), 0)
torch.log_softmax(torch.tensor([inf]), 0)
F.softmax(torch.full((3, 300), 1.0).index_fill(1, torch.tensor([7, 250]), inf), -1).isnan().sum(1)
