x = torch.arange(48.).view(3, 4, 4)
x = x.float() * 0.5 - 1
y = x.movedim(0, 2)
y.sum(dtype=torch.float64)
y.max(2)
y.log_softmax(-2)
y.sum(-2)
(y > 0).sum()
