x = torch.arange(24.).view(3, 2, 4)
x = x.double() / 3 - 1
y = x[None, ..., None]
w = y.clone()
y.exp()
y.cos()
torch.lerp(y, w, 0.25)
(y + w).stride()
y.masked_fill(y > 0, 7.0)
torch.where(y > 0, y, w)
y // 0.3
y <= w
torch.lerp(y, w, 0.75)
