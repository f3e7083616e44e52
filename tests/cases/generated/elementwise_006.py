x = torch.arange(4, dtype=torch.float64).view(2, 1, 2)
x = x.double() / 3 - 1
y = x.split(3, 1)[0]
w = y.clone()
(y + w).stride()
2 - y
y.erf()
y.log()
y.square()
