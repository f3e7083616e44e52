x = torch.arange(2.).view(2, 1)
x[None, None, None, 1, 2, 3, 4]
x.max(dim=9)
x.split([1, 1], 0)
x.select(0, 9)
x.transpose(0, 2)
x.T.view(-1)
x
