x = torch.arange(2.).view(1, 2, 1)
x = x.float()
y = x.split([1, 0], 0)[1]
y.sqrt_()
y
y += 1
y
y.masked_fill_(y > 2, -1.0)
y
y.add_(y, alpha=2)
y
y.add_(1)
y
y.copy_(y * 3)
y
x
