x = torch.arange(12.).view(3, 4)
torch.tensor([[1, 2], [3]])
x.transpose(0, 2)
x.expand(3, 9)
x + torch.ones(7, 5)
x.float().lerp(x, 0.5)
x[:, 9]
x
