x = torch.arange(2.).view(2)
x = x.float() * 0.5 - 1
y = x.T
y.topk(1, -1)
y.var()
y.prod(0)
y.sum(0)
