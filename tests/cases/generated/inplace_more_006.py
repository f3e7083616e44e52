x = torch.arange(8.).view(4, 1, 2)
x = x.float()
y = x[..., 0:]
torch.arange(3).add_(0.5)
y
y *= y
y
y.copy_(y * 3)
y
x
