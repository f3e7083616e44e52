x = torch.arange(9, dtype=torch.float64).view(3, 3)
x.unflatten(0, (3, 3))
bool(x)
x.float().lerp(x, 0.5)
x.softmax(4)
x.flip(0, 0)
x
