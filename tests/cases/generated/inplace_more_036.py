x = torch.arange(6.).view(3, 2)
x = x.float()
y = x.split([1, 2], 0)[1]
y.mul_(torch.tensor(2.0))
y
y.div_(4)
y
x
