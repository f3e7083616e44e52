x = torch.arange(12, dtype=torch.float64).view(4, 3)
torch.tensor([[1, 2], [3]])
x.t().view(9)
x.softmax(4)
x
