x = torch.arange(2.).view(2)
x = x.double() / 3 - 1
y = x.expand(-1)
w = y.clone()
y.erf()
1 / y
y % 0.3
y * y
torch.maximum(y, w * 0)
y.round()
torch.addcdiv(y, y, w + 2, value=-1)
