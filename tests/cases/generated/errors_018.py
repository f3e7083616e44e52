x = torch.arange(8.).view(2, 4)
x.float().sqrt_().T.add_(x)
x[:, 9]
x[None, None, None, 1, 2, 3, 4]
x
