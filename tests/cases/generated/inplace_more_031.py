x = torch.arange(3.).view(1, 3)
x = x.float()
y = x.movedim((0, 1), (1, 0))
y.addcmul_(y, y, value=0.5)
y
x[1:].add_(x[:-1])
y
y[...] = 5
y
y.lerp_(y * 2, 0.5)
y
x
