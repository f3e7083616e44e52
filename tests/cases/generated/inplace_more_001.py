x = torch.arange(3.).view(3)
x = x.float()
y = x.as_strided((1, 2), (1, 0), 0)
x[1:].add_(x[:-1])
y
y *= y
y
y.mul_(2)
y
y.add_(y, alpha=2)
y
y.copy_(y * 3)
y
y.masked_fill_(y > 2, -1.0)
y
x
