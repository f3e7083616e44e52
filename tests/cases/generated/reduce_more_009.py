x = torch.arange(1, dtype=torch.int64).view(1, 1)
x = x.float() * 0.5 - 1
y = x.T
y.sum(-2)
y.sum()
y.sort(-1)[0]
y.max(-1)
y.min(1)[1]
(y > 0).sum()
