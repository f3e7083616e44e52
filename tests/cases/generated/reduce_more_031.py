x = torch.arange(2, dtype=torch.int64).view(1, 2, 1)
x = x.float() * 0.5 - 1
y = x.flip(0)
y.min(-3)[1]
y.sum(2)
y.count_nonzero()
y.max(-2)
torch.cumsum(y, -3).stride()
y.all(2)
y.amin(2, keepdim=True)
y.argmin()
y.argmax(-1)
