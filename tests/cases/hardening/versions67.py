# _version of new results: PyTorch's kernels write an out-of-place op's result directly, so
# it starts at 0 (ours counted the clone-then-in-place steps that computed it); where ATen
# itself runs in-place ops on its result (one_hot, quantile) PyTorch counts those.
import torch
import torch.nn.functional as F

x = torch.tensor([[3., -1., 2.], [0.5, 4., -2.]])
i = torch.tensor([0, 2])
v, idx = x.sort(dim=1)
v._version, idx._version
x.sort(descending=True, stable=True)[0]._version
x.argsort(dim=0)._version
x.msort()._version
torch.sort(x)[1]._version
x.index_fill(1, i, 0.)._version
x.index_add(1, i, torch.ones(2, 2))._version
x.index_copy(1, i, torch.ones(2, 2))._version
x.index_put((torch.tensor([1]),), torch.tensor(9.))._version
x.masked_scatter(x > 0, torch.arange(6.))._version
x.scatter_reduce(1, torch.tensor([[0], [1]]), torch.ones(2, 1), 'amax')._version
torch.ones(3).diag_embed()._version
torch.ones(3).diag(1)._version
torch.diagflat(x)._version
F.pad(x, (1, 1))._version
F.pad(x, (-1, 0))._version
F.pad(x[None], (1, 1), mode='circular')._version
torch.histogram(x.flatten(), 3)[0]._version
F.one_hot(torch.tensor([0, 2, 1]))._version
F.one_hot(torch.zeros(0, dtype=torch.long), 3)._version
for how in ['linear', 'lower', 'higher', 'midpoint', 'nearest']:
    (x.quantile(0.5, interpolation=how)._version, x.quantile(torch.tensor([0.2, 0.8]), dim=1, interpolation=how)._version)
x.nanquantile(0.3)._version
q = torch.tensor([[.1, .2, .3], [.3, .2, .1]])
F.scaled_dot_product_attention(q[None], q[None], q[None])._version

# complex results and their real views
c = torch.complex(torch.ones(2), torch.ones(2))
c._version
torch.view_as_real(c)._version
torch.view_as_real(torch.polar(torch.ones(2), torch.zeros(2)))._version
(c * 2)._version
torch.view_as_real(c + c)._version
torch.view_as_real(c.exp())._version
c.conj().resolve_conj()._version
c.mul_(2)
c._version
r = torch.view_as_real(c)
r._version
r.add_(1)
c._version
c

# the writes that computed a result are not in-place changes to autograd either: these
# backward passes run, and a real in-place change after the op is still caught
w = torch.tensor([[3., -1., 2.], [0.5, 4., -2.]], requires_grad=True)
s, j = w.sort(dim=1)
(s * torch.arange(3.)).sum().backward()
w.grad
w.grad = None
out = w.index_add(1, i, torch.ones(2, 2))
out._version
(out ** 2).sum().backward()
w.grad
w.grad = None
m = w.scatter_reduce(1, torch.tensor([[0], [1]]), torch.full((2, 1), 3.5), 'amax')
m._version
m.sum().backward()
w.grad
w.grad = None
ms = w.masked_scatter(w > 0, torch.arange(6.))
(ms * ms).sum().backward()
w.grad
w.grad = None
qq = w.quantile(0.5, dim=1)
qq._version
qq.sum().backward()
w.grad
w.grad = None
p = F.pad(w, (1, 1), value=2.)
p._version
p.exp().sum().backward()
w.grad
y = w.index_fill(1, i, 0.).exp()
y.mul_(2)
y._version
y.sum().backward()
