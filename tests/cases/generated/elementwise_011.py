x = torch.arange(8.).view(4, 2)
x = x.float() / 4 - 0.5
y = x.expand(-1, -1)
w = y.clone()
y.masked_fill(y > 0, 7.0)
y.log1p()
y.tanh()
y <= w
-y
