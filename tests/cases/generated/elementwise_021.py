x = torch.arange(2.).view(2, 1)
x = x.float() / 4 - 0.5
y = x.view(2, 1)
w = y.clone()
y.cos()
(y + w.contiguous()).stride()
y ** 0.5
y.square()
torch.where(y > 0, 1.0, y)
