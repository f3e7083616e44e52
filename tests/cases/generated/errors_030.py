x = torch.arange(12.).view(3, 4)
x.float().mean(dtype=torch.int64)
x.view(5, 7)
x[10]
torch.arange(0, 10, 0)
x
