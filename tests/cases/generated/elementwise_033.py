x = torch.arange(16, dtype=torch.float64).view(1, 4, 4)
x = x.double() / 3 - 1
y = x.T
w = y.clone()
torch.addcmul(y, y, w, value=0.5)
torch.addcdiv(y, y, w + 2, value=-1)
y.sqrt()
y.masked_fill(y > 0, 7.0)
y // 0.3
y.round()
torch.lerp(y, w, 0.75)
torch.minimum(y, 0.1 + w)
torch.flip(y, [0])
