import torch
a = torch.tensor([1., 2., 3.], requires_grad=True)
b = torch.tensor([4., 5., 6.], requires_grad=True)
x = a * 1
x[1:].mul_(b[1:])
gb, = torch.autograd.grad((x * x).sum(), b, create_graph=True)
gb.detach()
gb.requires_grad
gb.sum().backward()
a.grad
b.grad
a2 = torch.tensor([[1., 2.], [3., 4.]], requires_grad=True)
y = a2 * 2
y[:, 0].pow_(2)
g2, = torch.autograd.grad(y.sum(), a2, create_graph=True)
g2
g2.grad_fn is not None
g2.sum().backward()
a2.grad
c = torch.tensor([0.5, 1.5, 2.5, 3.5], requires_grad=True)
z = c.clone()
z[::2].sin_()
z[1:3].mul_(c[1:3])
gz, = torch.autograd.grad(z.pow(2).sum(), c, create_graph=True)
gz
gz.sum().backward()
c.grad
d = torch.tensor([1., 2., 3.], requires_grad=True)
e = d * 1
e[0] = d[1] * d[2]
ge, = torch.autograd.grad((e * e).sum(), d, create_graph=True)
ge
ge.sum().backward()
d.grad
