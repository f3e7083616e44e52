x = (torch.linspace(-1.5, 2.0, 6).view(2, 3)).requires_grad_()
y = x ** 3
g, = torch.autograd.grad(y.sum(), x, create_graph=True)
g
g.grad_fn
g2, = torch.autograd.grad(g.sum(), x)
g2
