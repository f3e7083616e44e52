x = torch.arange(9, dtype=torch.float64).view(3, 3)
x.max(dim=9)
x.view(5, 7)
x.view(-1, -1)
torch.zeros(-1)
x.split([1, 1], 0)
x
