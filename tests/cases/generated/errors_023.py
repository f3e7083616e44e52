x = torch.arange(8, dtype=torch.float64).view(2, 4)
x[None, None, None, 1, 2, 3, 4]
x.permute(0, 0)
x.narrow(0, 3, 9)
x
