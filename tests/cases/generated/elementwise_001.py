x = torch.arange(12.).view(4, 3)
x = x.float() / 4 - 0.5
y = x.movedim(1, 0)
w = y.clone()
torch.lerp(y, w, 0.75)
y.round()
1 / y
(y + w).stride()
y.sigmoid()
