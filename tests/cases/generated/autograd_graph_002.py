x = (torch.linspace(-1.5, 2.0, 6).view(2, 3)).requires_grad_()
z = x.exp()
z.add_(1)
z.sum().backward()
x.grad
