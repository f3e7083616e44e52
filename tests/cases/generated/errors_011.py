x = torch.arange(8.).view(2, 4)
x + torch.ones(7, 5)
x.float().mean(dtype=torch.int64)
x @ torch.ones(9)
x.view(5, 7)
x
