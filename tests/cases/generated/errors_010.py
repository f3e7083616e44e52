x = torch.arange(16.).view(4, 4)
x.select(0, 9)
x[::-1]
x.unsqueeze(5)
x.split([1, 1], 0)
x.reshape(3, -1, 0)
x
