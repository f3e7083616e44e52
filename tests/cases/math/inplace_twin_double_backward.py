import torch
a = torch.tensor([1., 2.], requires_grad=True)
x = a * 1
x.hypot_(torch.tensor([3., 4.]))
g, = torch.autograd.grad(x.sum(), a, create_graph=True)
g
g.sum().backward()
a.grad
a = torch.tensor([1., 2.], requires_grad=True)
x = a * 1
x.hypot_(torch.tensor([3., 4.]))
g, = torch.autograd.grad(x.sum(), a, create_graph=True)
torch.autograd.grad(g.sum(), a)
torch.autograd.grad(g.sum(), a, allow_unused=True)
a = torch.tensor([0.5, 1.5], requires_grad=True)
x = a * 1
x.sinc_()
g, = torch.autograd.grad(x.sum(), a, create_graph=True)
torch.autograd.grad(g.sum(), a, allow_unused=True)
a = torch.tensor([0.2, 0.7], requires_grad=True)
x = a * 1
x.logit_()
g, = torch.autograd.grad(x.sum(), a, create_graph=True)
torch.autograd.grad(g.sum(), a, allow_unused=True)
a = torch.tensor([[1., 2.], [3., 4.]], requires_grad=True)
m = torch.tensor([[1., 0.5], [2., 1.]], requires_grad=True)
x = a * 1
x.addmm_(m, a)
g = torch.autograd.grad(x.pow(2).sum(), m, create_graph=True)[0]
torch.autograd.grad(g.sum(), (a, m), allow_unused=True)
