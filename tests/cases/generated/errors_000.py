x = torch.arange(3.).view(1, 3)
x.view(5, 7)
torch.arange(0, 10, 0)
x[10]
x
