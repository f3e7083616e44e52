x = torch.arange(2.).view(2)
x = x.float()
y = x.split([1, 1], 0)[1]
torch.arange(3).add_(0.5)
y
x.add_(x)
y
y.addcmul_(y, y, value=0.5)
y
y.mul_(torch.tensor(2.0))
y
y.clamp_(0, 3)
y
y.zero_()
y
x
