x = torch.arange(4.).view(2, 2)
x = x.double() / 3 - 1
y = x.split(3, 0)[0]
w = y.clone()
torch.lerp(y, w, 0.25)
y.sin()
y.square()
y.cos()
y == w
y ** 2
