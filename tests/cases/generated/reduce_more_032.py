x = torch.arange(3.).view(1, 3)
x = x.float() * 0.5 - 1
y = x.T
y.max(1)
(y > 0).sum()
y.sum(-2)
y.sum()
