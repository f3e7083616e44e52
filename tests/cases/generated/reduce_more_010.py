x = torch.arange(6.).view(3, 1, 2)
x = x.float() * 0.5 - 1
y = x.movedim(0, 2)
y.prod(0)
y.max(-2)
(y > 0).any()
torch.cumsum(y, 1).stride()
y.amin(-1, keepdim=True)
y.all(-1)
