x = torch.arange(3.).view(3)
x = x.float()
y = x.split([1, 2], 0)[1]
y.lerp_(y * 2, 0.5)
y
y.add_(1)
y
torch.arange(3.).add_(torch.arange(3))
y
y.masked_fill_(y > 2, -1.0)
y
torch.arange(3).add_(0.5)
y
y *= y
y
x
