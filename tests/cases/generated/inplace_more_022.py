x = torch.arange(3, dtype=torch.float64).view(1, 1, 3)
x = x.float()
y = x
y.clamp_(0, 3)
y
y.sqrt_()
y
y.neg_()
y
x
