x = torch.arange(2.).view(2)
x = x.float()
y = x.narrow(0, 1, 1)
torch.arange(3).add_(0.5)
y
y.mul_(2)
y
y += 1
y
y.addcdiv_(y, y + 1, value=-0.5)
y
y *= y
y
y.masked_fill_(y > 2, -1.0)
y
x
