x = torch.arange(4.).view(4)
x = x.float() * 0.5 - 1
y = x.T
y.argmax()
(y > 0).any()
y.topk(1, 0)
torch.cumsum(y, -1).stride()
