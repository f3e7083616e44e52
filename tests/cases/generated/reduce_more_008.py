x = torch.arange(2, dtype=torch.float64).view(2, 1)
x = x.float() * 0.5 - 1
y = x
y.cumsum(-1)
y.logsumexp(-1)
y.norm()
y.prod(1)
y.topk(1, -1)
y.sort(-2)[0]
(y > 0).any()
