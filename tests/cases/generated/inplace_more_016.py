x = torch.arange(2.).view(2, 1)
x = x.float()
y = x.flatten(1)
y.addcdiv_(y, y + 1, value=-0.5)
y
y.add_(torch.ones(3))
y
x
