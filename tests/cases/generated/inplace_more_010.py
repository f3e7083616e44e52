x = torch.arange(4.).view(2, 2)
x = x.float()
y = x.view(4, 1)
torch.arange(3).add_(0.5)
y
y -= x.sum()
y
y.clamp_(0, 3)
y
x[1:].add_(x[:-1])
y
y.neg_()
y
y *= y
y
x
