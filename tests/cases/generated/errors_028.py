x = torch.arange(12.).view(3, 4)
x.softmax(4)
x.unfold(0, 9, 1)
x.unsqueeze(5)
x.float().mean(dtype=torch.int64)
x @ torch.ones(9)
x
