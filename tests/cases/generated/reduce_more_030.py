x = torch.arange(3.).view(3, 1)
x = x.float() * 0.5 - 1
y = x.flip(0)
y.prod(-2)
y.norm(1)
y.log_softmax(-1)
y.sum(dtype=torch.float64)
y.max(-2, keepdim=True).values
y.sum(-1, keepdim=True)
