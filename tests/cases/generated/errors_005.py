x = torch.arange(4.).view(4, 1)
x.view(5, 7)
x.view(-1, -1)
x.reshape(3, -1, 0)
x.max(dim=9)
x
