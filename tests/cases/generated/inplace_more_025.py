x = torch.arange(8.).view(4, 2)
x = x.float()
y = x[0::3]
y.masked_fill_(y > 2, -1.0)
y
y.mul_(2)
y
y.clamp_(0, 3)
y
x
