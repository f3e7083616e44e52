x = torch.arange(1.).view(1)
x = x.float() * 0.5 - 1
y = x.T
y.norm(dim=0)
y.var()
y.argmin()
y.amin(-1, keepdim=True)
y.sum(0)
