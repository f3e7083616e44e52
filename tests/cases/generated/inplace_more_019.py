x = torch.arange(2, dtype=torch.int64).view(1, 2)
x = x.float()
y = x.view(-1)
y.add_(y, alpha=2)
y
y.mul_(2)
y
x
