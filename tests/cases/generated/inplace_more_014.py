x = torch.arange(64.).view(4, 4, 4)
x = x.float()
y = x.squeeze()
y.div_(4)
y
y.exp_()
y
y.sqrt_()
y
x[1:].add_(x[:-1])
y
y.addcdiv_(y, y + 1, value=-0.5)
y
x
