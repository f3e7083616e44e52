x = torch.arange(9.).view(3, 3)
x = x.float() / 4 - 0.5
y = x.flatten(1)
w = y.clone()
2 ** y
torch.lerp(y, w, 0.75)
torch.isnan(y.sqrt())
y.round()
y // 0.3
