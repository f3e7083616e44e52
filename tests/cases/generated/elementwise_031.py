x = torch.arange(4.).view(4)
x = x.float() / 4 - 0.5
y = x.split([1, 3], 0)[1]
w = y.clone()
y.erf()
y % 0.3
(y * 2).stride()
torch.lerp(y, w, 0.25)
y.trunc()
torch.addcdiv(y, y, w + 2, value=-1)
