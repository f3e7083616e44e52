x = torch.arange(4, dtype=torch.float64).view(2, 2)
x = x.float()
y = x[..., 0:]
y -= x.sum()
y
y.div_(4)
y
y.copy_(torch.ones(1))
y
y.zero_()
y
y[...] = 5
y
y.addcmul_(y, y, value=0.5)
y
x
