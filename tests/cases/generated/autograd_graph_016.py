x = (torch.linspace(-1.5, 2.0, 8).view(2, 4)).requires_grad_()
y = x * 1
y.T.add_(1)
y.grad_fn
y.sum().backward()
x.grad
