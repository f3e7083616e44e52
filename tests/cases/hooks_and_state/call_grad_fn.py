# Calling a grad_fn node runs its formula on the gradient of its output: the layouts the
# graph view shows at each backward step (stride-0 expands, transposed mm gradients).
import torch

x = torch.linspace(-1.5, 2., 15).view(5, 3).requires_grad_()
loss = x.pow(2).mean()
g = loss.grad_fn(torch.tensor(1.))
g
g.stride()
p = loss.grad_fn.next_functions[0][0]
p(g)
m = torch.ones(2, 3, requires_grad=True).mean(1)
m.grad_fn(torch.ones(2))
m.grad_fn(torch.ones(2)).stride()
s = torch.ones(2, 3, requires_grad=True).sum()
s.grad_fn(torch.tensor(2.)).stride()
t = x.t()
t.grad_fn(torch.ones(3, 5)).stride()
w = torch.linspace(-1., 1., 12).view(3, 4).requires_grad_()
y = x @ w
gx, gw = y.grad_fn(torch.ones(5, 4))
gx.stride()
gw.stride()
gw
z = (x * 2).sum()
z.grad_fn.next_functions[0][0](torch.ones(5, 3))
e = x.exp()
e.grad_fn(torch.ones(5, 3))
a = torch.ones(3, requires_grad=True)
b = a * 1
c = b.sin()
b.add_(1)
c.grad_fn(torch.ones(3))
