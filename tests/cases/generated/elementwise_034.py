x = torch.arange(6.).view(2, 3)
x = x.float() / 4 - 0.5
y = x.view(6, 1)
w = y.clone()
y.expm1()
(y * 2).stride()
y.abs()
y.cos()
