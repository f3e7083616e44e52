x = torch.arange(1.).view(1)
x = x.float()
y = x[0::1]
x[1:].add_(x[:-1])
y
x.add_(x)
y
y.mul_(torch.tensor(2.0))
y
y.copy_(y * 3)
y
y.mul_(2)
y
x
