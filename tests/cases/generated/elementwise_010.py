x = torch.arange(2, dtype=torch.float64).view(1, 2)
x = x.double() / 3 - 1
y = x[..., -1:]
w = y.clone()
2 - y
y.relu()
y.tanh()
y != 0.25
y.floor()
torch.isnan(y.sqrt())
y == w
torch.flip(y, [0])
y.neg()
