x = torch.arange(4.).view(4, 1)
bool(x)
x.mm(x)
torch.arange(0, 10, 0)
x.chunk(0)
x.unsqueeze(5)
x
