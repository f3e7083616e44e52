x = torch.arange(4.).view(1, 2, 2)
x = x.float() * 0.5 - 1
y = x.T
y.count_nonzero()
y.norm()
y.sort(1)[0]
y.sum(-1)
y.sum(1, keepdim=True)
y.sum(dim=(0, 2))
y.argmax()
y.mean(2)
