x = torch.arange(1.).view(1)
x = x.float()
y = x[..., 0:]
y.clamp_(0, 3)
y
y.masked_fill_(y > 2, -1.0)
y
x
