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
# A broadcast input's gradient comes back whole from a called node: the engine, not the
# formula, sums it to the input's shape
k = torch.tensor(1., requires_grad=True)
z = k * torch.full((5,), 3.)
z.grad_fn(torch.ones(5))
z.grad_fn.next_functions
z.sum().backward()
k.grad
r = torch.ones(2, 1, requires_grad=True)
q = torch.ones(1, 3, requires_grad=True)
u = r + q
u.grad_fn(torch.ones(2, 3))
(r / q).grad_fn(torch.ones(2, 3))
torch.where(torch.tensor([True, False, True]), r, q).grad_fn(torch.ones(2, 3))
r.addcmul(q, torch.ones(2, 3), value=2).grad_fn(torch.ones(2, 3))
r.lerp(q, 0.25).grad_fn(torch.ones(2, 3))
torch.logaddexp(r, q).grad_fn(torch.ones(2, 3))
(r * q).sum().backward()
r.grad
q.grad
# where's node has two inputs (the condition is not one); a number is a wrapped tensor
c = torch.tensor([True, False, True])
torch.where(c, r, q).grad_fn.next_functions
w = torch.where(c, r, 2.)
w.grad_fn.next_functions
w.grad_fn(torch.ones(2, 3))
w = torch.where(c, 2., q)
w.grad_fn(torch.ones(2, 3))
w.sum().backward()
q.grad
# F.linear's AddmmBackward0 hands the bias the gradient itself, unreduced
lin = torch.nn.Linear(3, 4)
out = lin(torch.ones(5, 3))
g = torch.ones(5, 4)
gb, gx, gw = out.grad_fn(g)
gb.shape
gb.data_ptr() == g.data_ptr()
gx
gw.shape
out.sum().backward()
lin.bias.grad
