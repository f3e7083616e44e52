x = torch.arange(24.).view(4, 2, 3)
x = x.float() * 0.5 - 1
y = x
y.softmax(-1)
y.prod(-1)
y.topk(1, -2)
y.sort(-1)[0]
y.norm()
y.mean(2)
