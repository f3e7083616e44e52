x = torch.arange(12.).view(4, 1, 3)
x = x.float()
y = x.unsqueeze(1)
y.addcmul_(y, y, value=0.5)
y
torch.arange(3).add_(0.5)
y
x
