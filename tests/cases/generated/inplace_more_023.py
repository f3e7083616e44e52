x = torch.arange(2, dtype=torch.float64).view(2)
x = x.float()
y = x.reshape(-1)
y.copy_(y * 3)
y
y.addcmul_(y, y, value=0.5)
y
y.sub_(0.5)
y
y *= y
y
y -= x.sum()
y
y.add_(y, alpha=2)
y
x
