x = torch.arange(18.).view(3, 2, 3)
x = x.float() * 0.5 - 1
y = x.flip(0)
torch.cumsum(y, 0).stride()
y.norm()
y.all(1)
(y > 0).any()
y.max(1, keepdim=True).values
