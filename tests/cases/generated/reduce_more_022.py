x = torch.arange(1.).view(1)
x = x.float() * 0.5 - 1
y = x
y.norm()
y.sum()
y.sum(0, keepdim=True)
y.prod(0)
