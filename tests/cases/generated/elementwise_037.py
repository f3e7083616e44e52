x = torch.arange(1.).view(1)
x = x.float() / 4 - 0.5
y = x.reshape(-1)
w = y.clone()
y.clamp(-0.2, 0.3)
y + 1
(y * 2).stride()
y.square()
