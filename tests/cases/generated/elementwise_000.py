x = torch.arange(1.).view(1)
x = x.double() / 3 - 1
y = x.broadcast_to((3, 1))
w = y.clone()
y * y
y.round()
torch.where(y > 0, 1.0, y)
2 - y
y.sigmoid()
y.ceil()
