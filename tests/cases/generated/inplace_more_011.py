x = torch.arange(2, dtype=torch.float64).view(1, 2)
x = x.float()
y = x.unsqueeze(1)
y.sqrt_()
y
y -= x.sum()
y
x
