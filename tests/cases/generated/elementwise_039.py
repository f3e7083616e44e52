x = torch.arange(9.).view(3, 3, 1)
x = x.float() / 4 - 0.5
y = x.unsqueeze(2)
w = y.clone()
y.square()
y.log1p()
y.rsqrt()
y.sigmoid()
torch.flip(y, [0])
y != 0.25
y ** 0.5
1 / y
y.mT
y.ceil()
