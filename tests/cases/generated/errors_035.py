x = torch.arange(6, dtype=torch.int64).view(3, 2)
x.item()
x + torch.ones(7, 5)
x.movedim(0, 5)
x.diagonal(0, 1, 1)
x.split([1, 1], 0)
x
