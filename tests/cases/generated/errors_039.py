x = torch.arange(1.).view(1, 1)
x @ torch.ones(9)
x.mm(x)
bool(x)
x
