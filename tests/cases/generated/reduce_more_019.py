x = torch.arange(12.).view(3, 4)
x = x.float() * 0.5 - 1
y = x.T
y.log_softmax(1)
y.argmax(1)
y.cumsum(-2)
y.sum(0)
torch.cumsum(y, -2).stride()
y.argmax()
y.mean(-1)
y.max(1)
y.min(-1)[1]
