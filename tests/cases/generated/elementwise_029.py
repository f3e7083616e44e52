x = torch.arange(12.).view(3, 2, 2)
x = x.float() / 4 - 0.5
y = x.broadcast_to((2, 3, 2, 2))
w = y.clone()
y.ceil()
y * y
torch.maximum(y, w * 0)
y.reciprocal()
y ** 2
y // 0.3
y.expm1()
y.abs()
