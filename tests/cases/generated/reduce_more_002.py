x = torch.arange(8.).view(4, 2, 1)
x = x.float() * 0.5 - 1
y = x
y.amax(2)
y.sort(-2)[0]
y.count_nonzero()
y.max(2)
y.max(1, keepdim=True).values
y.softmax(2)
y.norm()
y.logsumexp(1)
y.sum(2, keepdim=True)
