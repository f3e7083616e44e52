import torch
import copy
x = torch.randn(2, 3, requires_grad=True)
with torch.no_grad():
    v = x[0]
    c = x.contiguous()
    f = x.float()
    t = x.to(torch.float32)
    r = x.reshape(6)
    vi = x.view(torch.int32) if False else x.long()
    vh = x.view(torch.float32)
    e = x.expand(2, 2, 3)
    a = x.as_strided((2,), (1,))
    dg = x.diagonal()
    ix = x[[0, 1]]
    al = x[...]
    nn_ = x[None]
    uf = x.unflatten(1, (3, 1))
c.requires_grad
f.requires_grad
t.requires_grad
r.requires_grad
vi.requires_grad
vh.requires_grad
e.requires_grad
a.requires_grad
dg.requires_grad
ix.requires_grad
al.requires_grad
nn_.requires_grad
uf.requires_grad
str(v)
v.sum().backward()
x.grad
v.backward(torch.ones(3))
buf = torch.zeros(3)
torch.add(v, 1, out=buf)
torch.nn.Parameter(v).requires_grad
copy.deepcopy(v).requires_grad
v.clone()
v.clone().grad_fn
v.detach_()
v.tolist()
v.register_hook(lambda g: g)
w = torch.zeros(3)
w.add_(v)
w.grad_fn
w.requires_grad
