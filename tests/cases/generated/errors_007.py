x = torch.arange(4.).view(1, 4)
x.diagonal(0, 1, 1)
x.item()
x.max(dim=9)
x.softmax(4)
x + torch.ones(7, 5)
torch.cat([x, torch.ones(9, 9)])
x
