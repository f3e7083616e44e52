x = torch.arange(4.).view(4)
x = x.float()
y = x.as_strided((1,), (2,))
y.mul_(2)
y
y.copy_(y * 3)
y
y.masked_fill_(y > 2, -1.0)
y
y.addcdiv_(y, y + 1, value=-0.5)
y
y[...] = 5
y
x
