x = torch.arange(1, dtype=torch.float64).view(1)
x = x.float()
y = x.flatten(0, 0)
y -= x.sum()
y
y.sub_(0.5)
y
x
