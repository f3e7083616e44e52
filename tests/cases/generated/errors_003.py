x = torch.arange(12.).view(3, 4)
x.squeeze(4)
x.view(-1, -1)
x.unsqueeze(5)
x[None, None, None, 1, 2, 3, 4]
torch.zeros(-1)
x.unfold(0, 9, 1)
x
