x = torch.arange(3.).view(1, 3)
x[10]
bool(x)
x.sum(3)
x
