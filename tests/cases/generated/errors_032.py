x = torch.arange(4, dtype=torch.int64).view(1, 4)
torch.arange(0, 10, 0)
x.split([1, 1], 0)
x[::-1]
x.diagonal(0, 1, 1)
x
