x = torch.arange(4, dtype=torch.float64).view(4)
x = x.float() * 0.5 - 1
y = x.T
y.topk(1, 0)
y.amax(0)
y.var()
y.max(0, keepdim=True).values
y.count_nonzero()
