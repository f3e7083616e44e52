x = torch.arange(4.).view(1, 4)
x = x.float()
y = x.movedim((0, 1), (1, 0))
torch.arange(3.).add_(torch.arange(3))
y
y.exp_()
y
x[1:].add_(x[:-1])
y
x
