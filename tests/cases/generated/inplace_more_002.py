x = torch.arange(8.).view(2, 4)
x = x.float()
y = x.permute(0, 1)
x.add_(x.T)
y
y.addcmul_(y, y, value=0.5)
y
y.addcdiv_(y, y + 1, value=-0.5)
y
torch.arange(3).add_(0.5)
y
x
