x = torch.arange(4.).view(1, 2, 2)
x = x.float()
y = x.narrow(2, 1, 1)
y.add_(1)
y
y[...] = 5
y
y.clamp_(0, 3)
y
x.add_(x)
y
y.neg_()
y
y.addcdiv_(y, y + 1, value=-0.5)
y
x
