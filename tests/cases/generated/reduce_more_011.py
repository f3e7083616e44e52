x = torch.arange(4, dtype=torch.int64).view(4)
x = x.float() * 0.5 - 1
y = x.T
y.cumsum(0)
y.norm(dim=0)
y.sort(-1)[0]
y.mean(0)
torch.cumsum(y, -1).stride()
y.sum(0)
y.amax(-1)
y.logsumexp(0)
(y > 0).sum()
