x = torch.arange(2.).view(2, 1)
x = x.double() / 3 - 1
y = x.T
w = y.clone()
y <= w
torch.lerp(y, w, 0.75)
torch.where(y > 0, 1.0, y)
y.floor()
torch.maximum(y, w * 0)
