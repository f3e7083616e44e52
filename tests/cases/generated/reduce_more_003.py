x = torch.arange(2, dtype=torch.float64).view(2)
x = x.float() * 0.5 - 1
y = x.movedim(0, 0)
y.amin(0, keepdim=True)
torch.cumsum(y, 0).stride()
y.min(0)[1]
y.all(0)
