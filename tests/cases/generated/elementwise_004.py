x = torch.arange(3, dtype=torch.int64).view(3)
x = x.double() / 3 - 1
y = x.expand(-1)
w = y.clone()
y.sin()
y.round()
y ** 2
(y * 2).stride()
