x = torch.arange(3.).view(3)
x = x.double() / 3 - 1
y = x.reshape(-1)
w = y.clone()
y.masked_fill(y > 0, 7.0)
y.log()
y // 0.3
y.exp()
torch.lerp(y, w, 0.25)
2 ** y
torch.isnan(y.sqrt())
y.floor()
y.square()
