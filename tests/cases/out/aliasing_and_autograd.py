# What out= refuses, with PyTorch's errors: outputs that alias their inputs the wrong way,
# outputs that would be written twice, autograd, and out tensors of the wrong kind.
import torch
a = torch.arange(4.)
torch.add(a, a, out=a)
a
torch.add(a[1:], 1, out=a[:3])
a
torch.add(torch.ones(3), 1, out=torch.zeros(1).expand(3))
# reductions start their output at the identity, then read the input it aliases
m = torch.arange(4.).reshape(2, 2)
torch.sum(m, 0, out=m[0])
m
m = torch.tensor([[1., 2.], [3., 4.]])
torch.prod(m, 0, out=m[0])
m = torch.tensor([[1., 2.], [3., 4.]])
torch.mean(m, 0, out=m[0])
m = torch.tensor([[1., 2.], [3., 4.]])
torch.amax(m, 0, out=m[0])
m = torch.tensor([[5, 2], [3, 4]])
torch.amin(m, 0, out=m[0])
m = torch.tensor([[1., 2.], [3., 4.]])
torch.cumsum(m, 1, out=m)
torch.softmax(m, 1, out=m)
m = torch.tensor([[1., 2.], [3., 4.]])
torch.mv(m, m[0], out=m[1])
m
m = torch.tensor([[1., 2.], [3., 4.]])
torch.addmm(m, m, torch.eye(2), out=m)
# BLAS zeroes the output before it reads the inputs it aliases
sq = torch.tensor([[1., 2.], [3., 4.]])
torch.mm(sq, sq, out=sq)
sq
c = torch.ones(2, 2)
torch.cat([c, c], out=c)
torch.cat([c[0], c[1]], out=c.view(4))
torch.stack([c[0]], out=c)
# autograd does not record out= calls
w = torch.ones(3, requires_grad=True)
torch.add(w, 1, out=torch.empty(0))
torch.divide(w, 2, out=torch.empty(0))
torch.clip(w, 0, 1, out=torch.empty(0))
torch.sum(w, 0, out=torch.empty(0))
torch.cat([w, w], out=torch.empty(0))
torch.matmul(w, w, out=torch.empty(0))
torch.sin(w, out=torch.empty(0))
torch.add(torch.ones(3), 1, out=torch.zeros(3, requires_grad=True))
leaf = torch.zeros(3, requires_grad=True)
with torch.no_grad():
    torch.add(torch.ones(3), 1, out=leaf)
leaf, leaf.requires_grad, leaf.grad_fn, leaf._version
with torch.no_grad():
    torch.mul(w, 3, out=torch.empty(0))
# the kinds out= takes
torch.add(torch.ones(3), 1, out=[1])
torch.add(torch.ones(3), 1, out=3)
torch.add(torch.ones(3), 1, out=3.0)
torch.eq(torch.ones(3), 1, out=True)
torch.sort(torch.ones(3), out=torch.empty(0))
torch.sort(torch.ones(3), out=(torch.empty(0),))
torch.sort(torch.ones(3), out=(torch.empty(0), torch.empty(0)))
torch.sort(torch.ones(3), out=(torch.empty(0, dtype=torch.long), torch.empty(0, dtype=torch.long)))
torch.add(torch.ones(3), 1, out=(torch.empty(0), torch.empty(0)))
# shapes that cannot broadcast fail before anything is written
o = torch.zeros(2)
torch.add(torch.ones(2), torch.ones(3), out=o)
o
