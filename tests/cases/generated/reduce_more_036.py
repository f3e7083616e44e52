x = torch.arange(16.).view(2, 2, 4)
x = x.float() * 0.5 - 1
y = x
y.log_softmax(0)
y.all(-1)
y.max(1)
y.sum(1)
y.std(-3)
y.sort(1)[0]
