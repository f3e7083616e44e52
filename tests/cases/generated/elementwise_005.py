x = torch.arange(3, dtype=torch.int64).view(1, 3)
x = x.double() / 3 - 1
y = x.select(0, -1)
w = y.clone()
y.masked_fill(y > 0, 7.0)
2 ** y
y + 1
-y
torch.lerp(y, w, 0.25)
