x = torch.arange(12.).view(4, 3)
x.mm(x)
x[::-1]
x.item()
x.diagonal(0, 1, 1)
x.softmax(4)
bool(x)
x
