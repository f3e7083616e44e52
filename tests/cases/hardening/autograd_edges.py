import torch
# prod's gradient with zeros: the product of the others, not 0/0
x = torch.tensor([2., 0., 3.], requires_grad=True)
x.prod().backward()
x.grad
x = torch.tensor([2., 0., 0.], requires_grad=True)
x.prod().backward()
x.grad
x = torch.tensor([[2., 0.], [3., 4.], [0., 0.]], requires_grad=True)
x.prod(1).sum().backward()
x.grad
x = torch.tensor([[2., 0., 5.], [3., 4., 0.5]], requires_grad=True)
x.prod(0, keepdim=True).sum().backward()
x.grad
x = torch.tensor([1.5, -2., 4.], requires_grad=True)
y = x.prod()
y
y.backward()
x.grad
# std's gradient on a constant input is 0, not nan; its node is StdBackward0
x = torch.tensor([1., 1., 1.], requires_grad=True)
s = x.std()
s
s.backward()
x.grad
x = torch.tensor([[1., 1., 1.], [1., 2., 4.]], requires_grad=True)
s = x.std(1)
s
s.sum().backward()
x.grad
x = torch.tensor([[1., 1.], [3., 5.]], requires_grad=True)
x.std(0, unbiased=False, keepdim=True).sum().backward()
x.grad
x = torch.tensor([2., 4., 9.], requires_grad=True)
g, = torch.autograd.grad(x.std(correction=0), x, create_graph=True)
g
g.sum().backward()
x.grad
# clamp passes no gradient to an input sitting on a bound (PyTorch 2.15)
x = torch.tensor([-1., 0., 0.5, 1., 2.], requires_grad=True)
x.clamp(0, 1).sum().backward()
x.grad
x = torch.tensor([-1., 0., 0.5, 1., 2.], requires_grad=True)
x.clamp_min(0).sum().backward()
x.grad
x = torch.tensor([-1., 0., 0.5, 1., 2.], requires_grad=True)
x.clamp(max=1).sum().backward()
x.grad
x = torch.tensor([float('nan'), 0.5], requires_grad=True)
x.clamp(0, 1).sum().backward()
x.grad
