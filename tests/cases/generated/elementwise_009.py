x = torch.arange(3, dtype=torch.float64).view(3)
x = x.double() / 3 - 1
y = x.select(0, -1)
w = y.clone()
y.tanh()
y.abs()
torch.isnan(y.sqrt())
y ** 2
y * y
y.rsqrt()
