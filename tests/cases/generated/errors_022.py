x = torch.arange(12.).view(4, 3)
x.T.view(-1)
x.permute(0, 0)
x.view(5, 7)
x.expand(2)
torch.arange(0, 10, 0)
x
