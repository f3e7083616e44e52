x = torch.arange(32, dtype=torch.int64).view(4, 2, 4)
x = x.float() * 0.5 - 1
y = x.movedim(0, 2)
y.argmax()
y.mean(0)
torch.cumsum(y, 0).stride()
y.logsumexp(-1)
y.min(-2)[1]
