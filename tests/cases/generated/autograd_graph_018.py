x = (torch.linspace(-1.5, 2.0, 6).view(3, 2)).requires_grad_()
y = x * 1
y[:, 0] = 5.0
y.grad_fn
(y * y).sum().backward()
x.grad
