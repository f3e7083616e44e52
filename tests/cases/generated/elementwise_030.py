x = torch.arange(9, dtype=torch.int64).view(1, 3, 3)
x = x.double() / 3 - 1
y = x.unbind(-3)[0]
w = y.clone()
torch.lerp(y, w, 0.75)
y.sign()
y // 0.3
y != 0.25
y <= w
y + 1
y.expm1()
y.rsqrt()
torch.minimum(y, 0.1 + w)
