x = torch.arange(2.).view(2)
x = x.double() / 3 - 1
y = x[None, ..., None]
w = y.clone()
(y + w.contiguous()).stride()
torch.flip(y, [0])
y.sqrt()
y.cos()
y.ceil()
torch.maximum(y, w * 0)
