x = torch.arange(1.).view(1)
x = x.double() / 3 - 1
y = x.flatten(0, 0)
w = y.clone()
y.ceil()
y.sqrt()
torch.minimum(y, 0.1 + w)
y != 0.25
torch.where(y > 0, y, w)
y.relu()
