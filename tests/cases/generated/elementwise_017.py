x = torch.arange(6.).view(2, 3)
x = x.float() / 4 - 0.5
y = x.select(0, -1)
w = y.clone()
y.exp()
torch.where(y > 0, y, w)
y.square()
y.masked_fill(y > 0, 7.0)
-y
y.sqrt()
y.floor()
y.round()
y.cos()
