x = torch.arange(6.).view(2, 3)
x @ torch.ones(9)
x.select(0, 9)
x.permute(0, 0)
x.diagonal(0, 1, 1)
x.t().view(9)
x
