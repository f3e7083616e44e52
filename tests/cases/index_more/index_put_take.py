# index_put(_) with accumulate, take, take_along_dim (API-doc examples)
import torch
x = torch.arange(12.).reshape(3, 4)
x.index_put((torch.tensor([0, 2]), torch.tensor([1, 1])), torch.tensor(5.), accumulate=True)
x.index_put((torch.tensor([0, 0]), torch.tensor([1, 1])), torch.tensor(5.), accumulate=True)
x.index_put((torch.tensor([0, 0]), torch.tensor([1, 1])), torch.tensor([5., 6.]))
x.index_put((torch.tensor([0, 0]),), torch.tensor([5., 6., 7, 8]))
x.index_put((x > 5,), torch.tensor(0.))
x.index_put([torch.tensor([0, 2])], torch.tensor(1.))
torch.index_put(x, (torch.tensor([1]),), torch.tensor([9.]), True)
y = torch.zeros(3, 3)
y.index_put_((torch.tensor([0, 1, 2]), torch.tensor([2, 1, 0])), torch.tensor(1.))
y
t = torch.tensor([1., 2, 3])
t.index_put_((torch.tensor([0, 0, 0]),), torch.tensor(1.), True)
t
torch.index_put_(t, (torch.tensor([2]),), torch.tensor(-1.))
t
xt = torch.zeros(4, 3).T
xt.index_put_((torch.tensor([1]), torch.tensor([2])), torch.tensor(7.))
xt
# autograd
a = torch.arange(6.).reshape(2, 3).requires_grad_()
v = torch.tensor([10., 20.], requires_grad=True)
r = a.index_put((torch.tensor([0, 1]), torch.tensor([2, 2])), v)
r
(r * torch.arange(6.).reshape(2, 3)).sum().backward()
a.grad
v.grad
b = torch.arange(6.).reshape(2, 3).requires_grad_()
ra = b.index_put((torch.tensor([0, 0]),), torch.ones(3), accumulate=True)
ra
ra.sum().backward()
b.grad
# take
src = torch.tensor([[4, 3, 5], [6, 7, 8]])
torch.take(src, torch.tensor([0, 2, 5]))
x.take(torch.tensor([[0, 5], [7, 11]]))
x.take(torch.tensor([-1]))
x.T.take(torch.tensor([1, 2]))
torch.take(x, torch.tensor(3))
x.take(torch.tensor([], dtype=torch.long))
g = torch.arange(6.).reshape(2, 3).requires_grad_()
tk = g.take(torch.tensor([0, 0, 5]))
tk
tk.sum().backward()
g.grad
# take_along_dim
t2 = torch.tensor([[10, 30, 20], [60, 40, 50]])
max_idx = torch.argmax(t2)
torch.take_along_dim(t2, max_idx)
sorted_idx = torch.argsort(t2, dim=1)
torch.take_along_dim(t2, sorted_idx, dim=1)
torch.take_along_dim(x, torch.tensor([[0], [1], [2]]), dim=1)
torch.take_along_dim(x, torch.tensor([0, 5]))
x.take_along_dim(torch.tensor([[1]]), 0)
torch.take_along_dim(x, torch.tensor([[0, 1]]), dim=0)
q = torch.arange(6.).reshape(2, 3).requires_grad_()
tad = torch.take_along_dim(q, torch.tensor([[2], [0]]), dim=1)
tad
tad.sum().backward()
q.grad
# errors
x.index_put((torch.tensor([0, 0]),), torch.tensor([5., 6.]))
x.index_put((torch.tensor([0, 2]),), torch.tensor(1))
x.index_put((torch.tensor([0., 2]),), torch.tensor(1.))
x.index_put((torch.tensor([0, 5]),), torch.tensor(1.))
x.index_put((torch.tensor([0, 2]), None), torch.tensor(1.))
torch.tensor([1., 2, 3]).index_put_(torch.tensor([0, 0, 0]), torch.tensor(1.))
torch.tensor([1., 2, 3]).index_put_((torch.tensor([0]),), 1.)
torch.tensor([1., 2, 3]).index_put_((torch.tensor([0]), torch.tensor([0])), torch.tensor(1.))
x.take(torch.tensor([12]))
x.take(torch.tensor([1]).int())
torch.take_along_dim(x, torch.tensor([[0], [1]]), dim=1)
torch.take_along_dim(x, torch.tensor([0]), dim=1)
torch.take_along_dim(x, torch.tensor([[0.]]), dim=1)
