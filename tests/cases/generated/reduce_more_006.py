x = torch.arange(12.).view(2, 2, 3)
x = x.float() * 0.5 - 1
y = x.flip(0)
y.amax(-3)
y.norm(1)
torch.cumsum(y, 1).stride()
y.all(-1)
y.norm(dim=2)
y.min(1)[1]
y.logsumexp(-1)
y.norm()
