x = torch.arange(4, dtype=torch.float64).view(2, 2)
x.unfold(0, 9, 1)
x.permute(0, 0)
x.select(0, 9)
x.narrow(0, 3, 9)
x.view(-1, -1)
x.unsqueeze(5)
x
