x = torch.arange(24, dtype=torch.int64).view(4, 3, 2)
x = x.double() / 3 - 1
y = x[1::2]
w = y.clone()
(y + w.contiguous()).stride()
y.ceil()
y.exp()
y.floor()
torch.minimum(y, 0.1 + w)
y.log()
y ** 0.5
torch.addcdiv(y, y, w + 2, value=-1)
