x = torch.arange(8, dtype=torch.float64).view(2, 1, 4)
x = x.float()
y = x.squeeze((0, 1))
y.exp_()
y
y += 1
y
x.add_(x)
y
y.fill_(2)
y
y.sub_(0.5)
y
torch.arange(3).add_(0.5)
y
x
