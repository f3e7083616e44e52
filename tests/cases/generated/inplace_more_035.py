x = torch.arange(8.).view(2, 4)
x = x.float()
y = x[..., -1:]
y.add_(torch.ones(3))
y
y *= y
y
y.mul_(torch.tensor(2.0))
y
x
