x = torch.arange(18.).view(3, 2, 3)
x = x.float() * 0.5 - 1
y = x.flip(0)
y.sum()
torch.cumsum(y, -1).stride()
y.log_softmax(-1)
y.norm(1)
(y > 0).any()
