x = torch.arange(9.).view(1, 3, 3)
x = x.float()
y = x.squeeze((0, 1))
y.neg_()
y
y.zero_()
y
y.sqrt_()
y
y -= x.sum()
y
x
