x = torch.arange(2.).view(2)
x = x.float()
y = x.squeeze((0,))
y += 1
y
y.div_(4)
y
y.sqrt_()
y
torch.arange(3).add_(0.5)
y
y.exp_()
y
y.copy_(torch.ones(1))
y
x
