x = torch.arange(4.).view(1, 1, 4)
x = x.double() / 3 - 1
y = x.unsqueeze(1)
w = y.clone()
y % 0.3
(y * 2).stride()
y // 0.3
y != 0.25
