x = torch.arange(12.).view(3, 4)
x = x.float() * 0.5 - 1
y = x.T
y.norm()
y.topk(1, 0)
y.sum(dim=(0, 1))
y.var()
y.sum(-1, keepdim=True)
y.norm(dim=1)
y.argmax(0)
y.sort(1)[0]
y.argmin()
