x = torch.arange(12, dtype=torch.float64).view(3, 4)
x.unflatten(0, (3, 3))
x.split([1, 1], 0)
x.permute(0, 0)
x.transpose(0, 2)
x
