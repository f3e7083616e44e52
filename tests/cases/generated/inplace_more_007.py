x = torch.arange(1, dtype=torch.int64).view(1)
x = x.float()
y = x.split(1, 0)[0]
y.exp_()
y
y.neg_()
y
y.mul_(torch.tensor(2.0))
y
y.add_(y, alpha=2)
y
y.addcmul_(y, y, value=0.5)
y
x
