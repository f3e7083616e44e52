x = torch.arange(16.).view(4, 4)
torch.tensor([[1, 2], [3]])
x.view(5, 7)
x.permute(0, 0)
x.transpose(0, 2)
x
