x = ((torch.arange(6.).view(2, 3) / 6 - 0.3).T.clone()).requires_grad_()
y = x ** 3
g, = torch.autograd.grad(y.sum(), x, create_graph=True)
g
g.grad_fn
g2, = torch.autograd.grad(g.sum(), x)
g2
