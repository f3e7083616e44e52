x = torch.arange(4.).view(4)
x = x.double() / 3 - 1
y = x.chunk(1, -1)[-1]
w = y.clone()
-y
(y + w.contiguous()).stride()
y // 0.3
y + 1
y * y
y.mT
y.sqrt()
