x = ((torch.arange(4.).view(2, 2) / 4 - 0.3).T.clone()).requires_grad_()
y = x * 1
y[:, 0] = 5.0
y.grad_fn
(y * y).sum().backward()
x.grad
