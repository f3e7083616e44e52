x = torch.arange(4.).view(4, 1)
x.select(0, 9)
x.as_strided((9, 9), (9, 1))
x.view(-1, -1)
x.transpose(0, 2)
x
