x = torch.arange(12.).view(4, 3)
x = x.float()
y = x.reshape(-1, 2)
torch.arange(3.).add_(torch.arange(3))
y
y.addcmul_(y, y, value=0.5)
y
x
