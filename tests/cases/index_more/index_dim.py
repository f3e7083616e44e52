# index_add / index_copy / index_fill (out of place and in place), as in test_torch.py
import torch
x = torch.arange(12.).reshape(3, 4)
i = torch.tensor([0, 2])
x.index_add(0, i, torch.ones(2, 4))
x.index_add(0, i, torch.ones(2, 4), alpha=2)
torch.index_add(x, 1, torch.tensor([3, 3, 0]), torch.arange(9.).reshape(3, 3))
x.index_add(1, i.int(), torch.ones(3, 2))
x.long().index_add(0, i, torch.ones(2, 4).long(), alpha=3)
x.T.index_add(0, i, torch.ones(2, 3))
torch.tensor(1.).index_add(0, torch.tensor([0]), torch.tensor(2.))
y = torch.zeros(5)
y.index_add_(0, torch.tensor([0, 4, 2, 0]), torch.tensor([1., 2., 3., 4.]))
y
x.index_copy(0, i, torch.ones(2, 4))
torch.index_copy(x, 1, torch.tensor([3, 0]), -torch.ones(3, 2))
z = torch.zeros(3, 4)
z.index_copy_(1, torch.tensor([1, 2]), torch.arange(6.).reshape(3, 2))
z
x.index_fill(1, i, -1)
x.index_fill(1, i, torch.tensor(-1.))
x.index_fill(1, torch.tensor([-1]), 0)
x.long().index_fill(1, i, 2.5)
torch.index_fill(x, 0, torch.tensor(1), 7.)
w = torch.ones(2, 3)
w.index_fill_(0, torch.tensor([1]), 5)
w
# autograd
a = torch.arange(6.).reshape(2, 3).requires_grad_()
s = torch.ones(2, 3, requires_grad=True)
r = a.index_add(0, torch.tensor([1, 1]), s, alpha=2)
r
(r * torch.arange(6.).reshape(2, 3)).sum().backward()
a.grad
s.grad
b = torch.arange(6.).reshape(2, 3).requires_grad_()
src = torch.ones(2, 2, requires_grad=True)
c = b.index_copy(1, torch.tensor([2, 0]), src)
c
(c * torch.arange(6.).reshape(2, 3)).sum().backward()
b.grad
src.grad
f = torch.arange(6.).reshape(2, 3).requires_grad_()
v = torch.tensor(3., requires_grad=True)
h = f.index_fill(1, torch.tensor([0]), v)
h
h.sum().backward()
f.grad
v.grad
f.index_fill(1, torch.tensor([0]), 2.)
# errors
x.index_add(0, i, torch.ones(3, 4))
x.index_add(0, i.float(), torch.ones(2, 4))
x.index_add(0, torch.tensor([[0, 2]]), torch.ones(2, 4))
x.index_add(0, torch.tensor([0, 5]), torch.ones(2, 4))
x.index_add(0, torch.tensor([0, -1]), torch.ones(2, 4))
x.index_add(0, i, torch.ones(2, 4, dtype=torch.float64))
x.index_add(2, i, torch.ones(2, 4))
x.index_add(1, i, torch.ones(2, 2))
x.index_copy(0, i.int(), torch.ones(2, 4))
x.index_copy(0, i, torch.ones(3, 4))
x.index_copy(0, i, torch.ones(2, 4).double())
x.index_copy(0, torch.tensor([0, 7]), torch.ones(2, 4))
x.index_copy(0, torch.tensor([1, 0]), torch.ones(2, 3))
x.index_copy(1, torch.tensor([[1, 0]]), torch.ones(3, 2))
x.index_fill(1, i, torch.tensor([-1.]))
x.index_fill(1, i.int(), 2)
x.index_fill(1, torch.tensor([9]), 2)
x.index_fill(1, torch.tensor([[1, 0]]), 1)
torch.arange(3.).requires_grad_().index_add_(0, torch.tensor([0]), torch.ones(1))
