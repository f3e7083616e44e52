x = torch.arange(2.).view(2)
x = x.float() * 0.5 - 1
y = x.movedim(0, 0)
y.sum(0)
y.norm(1)
y.amin(0, keepdim=True)
y.all(0)
y.max(0, keepdim=True).values
