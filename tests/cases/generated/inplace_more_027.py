x = torch.arange(4.).view(4)
x = x.float()
y = x.view(2, -1)
y *= y
y
y.zero_()
y
y.copy_(torch.ones(1))
y
y.clamp_(0, 3)
y
y.add_(1)
y
y.masked_fill_(y > 2, -1.0)
y
x
