x = torch.arange(2.).view(1, 2)
x.view(5, 7)
x.chunk(0)
x.expand(2)
x @ torch.ones(9)
x
