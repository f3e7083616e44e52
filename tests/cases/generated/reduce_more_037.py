x = torch.arange(1.).view(1)
x = x.float() * 0.5 - 1
y = x.T
y.mean(-1)
y.logsumexp(-1)
y.all(-1)
y.norm(1)
