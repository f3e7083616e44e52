x = torch.arange(1.).view(1, 1)
x.view(-1, -1)
x[10]
bool(x)
x.unfold(0, 9, 1)
x.T.view(-1)
x
