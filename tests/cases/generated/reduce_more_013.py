x = torch.arange(4.).view(4, 1)
x = x.float() * 0.5 - 1
y = x
y.cumsum(1)
y.sum(dtype=torch.float64)
y.sort(-2)[0]
y.logsumexp(-2)
y.norm(dim=0)
y.norm()
y.sum(1)
y.amax(1)
y.topk(1, -1)
