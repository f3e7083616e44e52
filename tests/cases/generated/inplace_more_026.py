x = torch.arange(4, dtype=torch.int64).view(1, 4)
x = x.float()
y = x.movedim(-2, 1)
y.copy_(y * 3)
y
y.neg_()
y
y[...] = 5
y
y.addcdiv_(y, y + 1, value=-0.5)
y
y -= x.sum()
y
y.sub_(0.5)
y
x
