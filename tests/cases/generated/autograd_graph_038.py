x = (torch.linspace(-1.5, 2.0, 9).view(3, 3)).requires_grad_()
u = x.unbind(0)
u[0].grad_fn
(u[0] * 2).sum().backward()
x.grad
