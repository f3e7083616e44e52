x = torch.arange(3.).view(1, 3)
x = x.float() * 0.5 - 1
y = x.T
y.std(-2)
y.all(-1)
y.amax(1)
y.min(-1)[1]
y.argmax()
