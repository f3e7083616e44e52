x = torch.arange(12.).view(3, 4)
x.max(dim=9)
x.softmax(4)
x @ torch.ones(9)
x.squeeze(4)
torch.arange(0, 10, 0)
x.flip(0, 0)
x
