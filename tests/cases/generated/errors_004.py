x = torch.arange(4.).view(1, 4)
torch.tensor([[1, 2], [3]])
x.float().mean(dtype=torch.int64)
x.float().sqrt_().T.add_(x)
x
