x = (torch.linspace(-1.5, 2.0, 4).view(2, 2)).requires_grad_()
y = x * 1
v = y[0]
v.mul_(3)
y.grad_fn
v.grad_fn
y.sum().backward()
x.grad
