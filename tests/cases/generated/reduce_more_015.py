x = torch.arange(3, dtype=torch.int64).view(3, 1)
x = x.float() * 0.5 - 1
y = x.movedim(0, 1)
y.amax(-2)
y.prod(1)
y.mean(0)
y.norm()
(y > 0).sum()
y.all(-1)
