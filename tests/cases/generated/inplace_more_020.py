x = torch.arange(16, dtype=torch.int64).view(4, 1, 4)
x = x.float()
y = x[0::3]
y.sub_(0.5)
y
y.sqrt_()
y
x
