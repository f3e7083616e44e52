x = ((torch.arange(8.).view(4, 2) / 8 - 0.3).T.clone()).requires_grad_()
y = x * 1
v = y[0]
v.mul_(3)
y.grad_fn
v.grad_fn
y.sum().backward()
x.grad
