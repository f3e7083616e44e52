x = torch.arange(12.).view(3, 1, 4)
x = x.float() / 4 - 0.5
y = x.diagonal(2, 0, 2)
w = y.clone()
y.ceil()
y.erf()
y.square()
torch.addcdiv(y, y, w + 2, value=-1)
y.log()
y.expm1()
torch.maximum(y, w * 0)
torch.where(y > 0, 1.0, y)
y <= w
