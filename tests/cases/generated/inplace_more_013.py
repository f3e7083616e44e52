x = torch.arange(32.).view(4, 2, 4)
x = x.float()
y = x.mT
y.masked_fill_(y > 2, -1.0)
y
y.add_(torch.ones(3))
y
y.mul_(torch.tensor(2.0))
y
x
