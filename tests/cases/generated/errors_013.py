x = torch.arange(4.).view(4, 1)
x.t().view(9)
x.mm(x)
x.unfold(0, 9, 1)
x
