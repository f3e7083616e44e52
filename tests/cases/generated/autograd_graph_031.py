x = (torch.arange(6.).view(3, 2) / 6 - 0.4).requires_grad_()
u = x.unbind(0)
u[0].grad_fn
(u[0] * 2).sum().backward()
x.grad
