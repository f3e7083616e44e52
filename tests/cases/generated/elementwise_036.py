x = torch.arange(1, dtype=torch.float64).view(1, 1)
x = x.double() / 3 - 1
y = x.movedim((0, 1), (1, 0))
w = y.clone()
y.neg()
y.sqrt()
y.square()
y % 0.3
-y
