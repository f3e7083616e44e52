# The node names a learner reads in grad_fn for everyday ops, and `all`/`any` over no dims.
import torch

x = torch.tensor([[1., 5., 2.], [4., 3., 6.]], requires_grad=True)
x.amax().grad_fn, x.amin(dim=0).grad_fn, x.max().grad_fn, x.min().grad_fn
x.sum(dim=()).grad_fn, x.mean(dim=[]).grad_fn, x.sum().grad_fn, x.mean().grad_fn
r = x.repeat(2, 1)
r.grad_fn
(r * torch.arange(12.).reshape(4, 3)).sum().backward()
x.grad
x.grad = None
x.tile((2,)).grad_fn
x.tile((2,)).shape
x.tile(2, 1, 2).shape
torch.tile(x, (3,)).shape
tl = x.tril()
tl.grad_fn
(tl * torch.arange(6.).reshape(2, 3)).sum().backward()
x.grad
x.grad = None
x.triu(1).grad_fn
torch.tril(x, -1)
x.split([1, 1])[1].grad_fn, x.split(1)[1].grad_fn, x.chunk(2)[0].grad_fn, x.unbind()[0].grad_fn
y = torch.tensor([1., 2., 4.])
(x % y).grad_fn, (x % 2).grad_fn, x.fmod(y).grad_fn, torch.fmod(x, 2.5).grad_fn
(2 % x).grad_fn
(2 % x).sum().backward()
(x * 1).zero_().grad_fn, (x * 1).fill_(2.).grad_fn
v = torch.tensor(3., requires_grad=True)
f = (x * 1).fill_(v)
f.grad_fn
f.sum().backward()
v.grad
m = x.masked_fill(x > 3, 0.)
m.grad_fn
m.grad_fn.next_functions
mv = x.masked_fill(x > 3, v)
mv.grad_fn
mv.sum().backward()
v.grad
torch.zeros(3).masked_fill(torch.tensor([True, False, True]), v).requires_grad
x.H.grad_fn, x.mT.grad_fn, x.T.grad_fn
torch.ones(3).H
torch.ones(2, 2, 2).H
torch.ones(3).mH
n = torch.tensor([[1, 2], [3, 0]])
n.all(dim=()), n.any(()), torch.all(n, dim=()), n.all(dim=(), keepdim=True)
n.float().all(dim=[])
torch.tensor([[1, 0]], dtype=torch.uint8).any(dim=())
n.all(dim=(0,)), n.any(dim=(0, 1)), n.any(dim=(0, 1), keepdim=True)
torch.zeros(0, 2).any(dim=())
torch.tensor(3).all(dim=())
