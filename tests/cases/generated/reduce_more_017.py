x = torch.arange(1.).view(1)
x = x.float() * 0.5 - 1
y = x.movedim(0, 0)
y.argmin()
y.sort(-1)[0]
y.var()
(y > 0).sum()
y.norm()
y.cumsum(0)
