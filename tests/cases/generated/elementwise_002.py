x = torch.arange(32.).view(4, 2, 4)
x = x.double() / 3 - 1
y = x.broadcast_to((1, 4, 2, 4))
w = y.clone()
y.abs()
(y + w.contiguous()).stride()
y.masked_fill(y > 0, 7.0)
y == w
1 / y
y.ceil()
torch.where(y > 0, y, w)
y.rsqrt()
torch.minimum(y, 0.1 + w)
