x = torch.arange(36, dtype=torch.float64).view(4, 3, 3)
x = x.float() * 0.5 - 1
y = x.movedim(0, 2)
y.mean(-1)
y.max(-3)
y.sum(-1, keepdim=True)
y.amin(0, keepdim=True)
y.min(-1)[1]
