x = torch.arange(4.).view(4, 1)
x = x.float()
y = x.view(2, -1)
y.addcdiv_(y, y + 1, value=-0.5)
y
y.add_(torch.ones(3))
y
y.clamp_(0, 3)
y
x
