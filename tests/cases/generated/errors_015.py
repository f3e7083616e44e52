x = torch.arange(12, dtype=torch.int64).view(4, 3)
x[::-1]
x.chunk(0)
x.mm(x)
x
