import torch
import torch.nn.functional as F
# Reductions longer than one GPU invocation may loop (lavapipe cut them at 21,838).
torch.ones(100000).sum()
x = (torch.arange(100000.) % 997) / 498.5 - 1.0
x.sum()
x.mean()
x.max()
x.min()
x.argmax()
x.argmin()
x.var()
x.std()
x.norm()
x.norm(float('inf'))
x.abs().log1p().sum()
torch.logsumexp(x, 0)
(x > 0.999).any()
(x > -2).all()
F.mse_loss(x, torch.zeros(100000))
t = x.view(250, 400).T
t.sum(1)[:5]
t.sum(0)[:5]
t.amax(1)[-3:]
torch.softmax(x, 0)[:4]
torch.log_softmax(x, 0)[-4:]
torch.ones(2, 50000).sum(1)
