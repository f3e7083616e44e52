x = torch.arange(18.).view(3, 2, 3)
x = x.double() / 3 - 1
y = x.unsqueeze(0)
w = y.clone()
y.log()
(y * 2).stride()
y.erf()
y % 0.3
y ** 2
y.abs()
y.clamp(-0.2, 0.3)
y.masked_fill(y > 0, 7.0)
