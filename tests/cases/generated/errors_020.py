x = torch.arange(8.).view(4, 2)
x.view(-1, -1)
x.float().mean(dtype=torch.int64)
x[::-1]
x.narrow(0, 3, 9)
x
