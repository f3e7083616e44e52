x = torch.arange(48, dtype=torch.float64).view(4, 4, 3)
x = x.float() / 4 - 0.5
y = x[..., 0:]
w = y.clone()
y.log()
y.floor()
(y + w.contiguous()).stride()
y.round()
y == w
y != 0.25
torch.isnan(y.sqrt())
y.neg()
y.trunc()
y.reciprocal()
