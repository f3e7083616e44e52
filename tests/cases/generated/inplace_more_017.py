x = torch.arange(3.).view(3)
x = x.float()
y = x.reshape(-1)
y.neg_()
y
x[1:].add_(x[:-1])
y
y.zero_()
y
y.sub_(0.5)
y
x.add_(x)
y
x
