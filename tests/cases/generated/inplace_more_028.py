x = torch.arange(4, dtype=torch.float64).view(2, 2)
x = x.float()
y = x.view(-1)
torch.arange(3).add_(0.5)
y
y.addcmul_(y, y, value=0.5)
y
x[1:].add_(x[:-1])
y
y.zero_()
y
x
