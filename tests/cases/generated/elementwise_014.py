x = torch.arange(12, dtype=torch.int64).view(3, 4, 1)
x = x.double() / 3 - 1
y = x.unfold(0, 3, 3)
w = y.clone()
torch.where(y > 0, y, w)
torch.isnan(y.sqrt())
y % 0.3
y != 0.25
torch.lerp(y, w, 0.75)
1 / y
y.masked_fill(y > 0, 7.0)
y.sin()
torch.flip(y, [0])
(y + w.contiguous()).stride()
