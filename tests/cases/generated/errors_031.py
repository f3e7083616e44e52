x = torch.arange(1, dtype=torch.float64).view(1, 1)
x.expand(2)
torch.arange(0, 10, 0)
x.item()
x.split([1, 1], 0)
x.float().lerp(x, 0.5)
x.as_strided((9, 9), (9, 1))
x
