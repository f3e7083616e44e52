x = torch.arange(12.).view(2, 2, 3)
x = x.float() * 0.5 - 1
y = x
torch.cumsum(y, -1).stride()
y.log_softmax(-2)
y.count_nonzero()
y.amax(0)
y.sum(2, keepdim=True)
