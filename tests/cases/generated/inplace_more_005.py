x = torch.arange(1, dtype=torch.float64).view(1)
x = x.float()
y = x.narrow(-1, 0, 1)
y.sqrt_()
y
x[1:].add_(x[:-1])
y
y -= x.sum()
y
y *= y
y
y.copy_(torch.ones(1))
y
y.exp_()
y
x
