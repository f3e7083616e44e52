import torch
def mk():
    a = torch.tensor([0.2, 0.6, 0.9], requires_grad=True)
    return a, a * 1
a, x = mk()
x.logit_()
x.mul_(2)
x.sum().backward()
a.grad
a, x = mk()
x.sinc_()
x.mul_(2)
x.sum().backward()
a.grad
a, x = mk()
x.xlogy_(torch.tensor([2., 3., 4.]))
x.mul_(2)
x.sum().backward()
a.grad
a, x = mk()
x.arctan2_(torch.tensor([2., 3., 4.]))
x.mul_(2)
x.sum().backward()
a.grad
a, x = mk()
x.nan_to_num_()
x.mul_(2)
x.sum().backward()
a.grad
a, x = mk()
x.sgn_()
x.mul_(2)
x.sum().backward()
a.grad
a, x = mk()
x.cumsum_(0)
x.mul_(2)
x.sum().backward()
a.grad
a, x = mk()
x.arcsin_()
x.mul_(2)
x.sum().backward()
a.grad
a, x = mk()
x.arccos_()
x.mul_(2)
x.sum().backward()
a.grad
a, x = mk()
x.arctan_()
x.mul_(2)
x.sum().backward()
a.grad
a, x = mk()
x.absolute_()
x.mul_(2)
x.sum().backward()
a.grad
a, x = mk()
x.add_(3).mvlgamma_(2)
x.mul_(2)
x.sum().backward()
a.grad
m = torch.tensor([[1., 2.], [3., 4.]], requires_grad=True)
b = m * 1
b.addmm_(torch.eye(2), torch.ones(2, 2))
b.mul_(2)
b.sum().backward()
m.grad
m = torch.tensor([[1., 2.], [3., 4.]], requires_grad=True)
k = torch.ones(2, 2, requires_grad=True)
b = m * 1
b.addmm_(k, torch.ones(2, 2))
b.grad_fn
b.mul_(2)
b.sum().backward()
k.grad
m.grad
