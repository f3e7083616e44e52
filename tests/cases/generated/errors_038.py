x = torch.arange(12.).view(4, 3)
x + torch.ones(7, 5)
x.float().sqrt_().T.add_(x)
x.expand(2)
x.view(-1, -1)
x
