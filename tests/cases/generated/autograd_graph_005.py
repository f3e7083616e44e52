x = (torch.arange(6.).view(2, 3) / 6 - 0.4).requires_grad_()
y = x * 1
v = y[0]
v.mul_(3)
y.grad_fn
v.grad_fn
y.sum().backward()
x.grad
