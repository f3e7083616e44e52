x = torch.arange(12.).view(3, 1, 4)
x = x.float()
y = x.view(-1)
y.lerp_(y * 2, 0.5)
y
y -= x.sum()
y
y.neg_()
y
x
