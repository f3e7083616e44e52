import torch
import torch.nn as nn
import torch.nn.functional as F


def data(*shape, requires_grad=False, dtype=None):
    n = 1
    for k in shape:
        n *= k
    t = (torch.arange(n, dtype=torch.float32) * 0.731 + 0.3).sin().mul(2.0)
    if len(shape) > 0 and shape[-1] > 0:
        t = t - (torch.arange(n) % 3).to(torch.float32) * 0.37
    t = t.reshape(shape)
    if dtype is not None:
        t = t.to(dtype)
    return t.requires_grad_(requires_grad)


torch.manual_seed(0)
x = data(5, 3, requires_grad=True)
d = F.pdist(x)
d
d.grad_fn.name()
d.sum().backward()
x.grad
type(d.grad_fn).__name__
F.pdist(x, p=1)
F.pdist(x, p=0)
F.pdist(x, p=float("inf"))
F.pdist(x, p=0.5)
F.pdist(x, p=1.5)
F.pdist(x, p=3)
torch.pdist(x, 2)
F.pdist(x.detach().double())
F.pdist(data(1, 4))
F.pdist(data(0, 4))
F.pdist(data(3, 0))
xx = torch.tensor([[0.0, 1.0, 2.0], [0.0, 1.0, 2.0], [1.0, -1.0, 2.0], [3.0, 1.0, 0.5]], requires_grad=True)
grads = []
for p in [0, 0.5, 1, 1.5, 2, 3, float("inf")]:
    xx.grad = None
    F.pdist(xx, p).pow(2).sum().backward()
    grads.append(xx.grad.clone())
grads
xt = data(3, 4, requires_grad=True)
dt = F.pdist(xt.t())
dt
dt.grad_fn.next_functions[0][0].name()
dt.sum().backward()
xt.grad
e1 = data(1, 3, requires_grad=True)
d1 = F.pdist(e1)
d1
d1.sum().backward()
e1.grad
F.pdist(data(3))
F.pdist(data(2, 3, 4))
F.pdist(x, -1)
F.pdist(torch.ones(3, 2, dtype=torch.long))
torch.pdist(3)

# bilinear
torch.manual_seed(0)
m = nn.Bilinear(3, 4, 2)
m
with torch.no_grad():
    m.weight.copy_(data(2, 3, 4))
    m.bias.copy_(data(2))
nn.Bilinear(3, 4, 2, bias=False)
nn.Bilinear(3, 4, 2, bias=False).bias
[n for n, _ in m.named_parameters()]
a = data(5, 3, requires_grad=True)
b = data(5, 4, requires_grad=True)
y = m(a, b)
y
y.grad_fn.name()
[f.name() for f, _ in y.grad_fn.next_functions]
tri = y.grad_fn.next_functions[0][0].next_functions[0][0]
tri.name()
[None if f is None else f.name() for f, _ in tri.next_functions]
y.sum().backward()
a.grad
b.grad
m.weight.grad
m.bias.grad
w = data(2, 3, 4, requires_grad=True)
y2 = F.bilinear(a, b, w)
y2
y2.grad_fn.name()
[f.name() for f, _ in y2.grad_fn.next_functions]
a3 = data(2, 5, 3)
b3 = data(2, 5, 4)
y3 = F.bilinear(a3, b3, w, torch.ones(2))
y3
y3.grad_fn.name()
F.bilinear(data(3), data(4), w)
torch.bilinear(a, b, w)
F.bilinear(torch.ones(2, 3, dtype=torch.long), torch.ones(2, 4, dtype=torch.long), torch.ones(2, 3, 4, dtype=torch.long))
F.bilinear(data(0, 3), data(0, 4), w.detach())
F.bilinear(a, b.double(), w)
F.bilinear(a, b, w, torch.ones(2, dtype=torch.float64))
F.bilinear(a, b[:4], w)
F.bilinear(a, b[None], w)
F.bilinear(a, b, w[:, :2])
F.bilinear(a, b, w[:, :, :2])
F.bilinear(a, b, w, torch.ones(3))
F.bilinear(torch.tensor(1.0), torch.tensor(2.0), w)

# multi_margin_loss
torch.manual_seed(0)
inp = data(4, 5, requires_grad=True)
tgt = torch.tensor([0, 3, 1, 4])
wt = torch.tensor([1.0, 2.0, 0.5, 1.5, 0.25])
l = F.multi_margin_loss(inp, tgt)
l
l.grad_fn.name()
l.backward()
inp.grad
inp.grad = None
l2 = F.multi_margin_loss(inp, tgt, p=2, margin=0.5, weight=wt, reduction="none")
l2
l2.sum().backward()
inp.grad
inp.grad = None
l3 = F.multi_margin_loss(inp, tgt, p=2, weight=wt, reduction="sum")
l3
l3.backward()
inp.grad
F.multi_margin_loss(inp, tgt, margin=2)
F.multi_margin_loss(inp, tgt, reduce=False)
F.multi_margin_loss(inp.double(), tgt, weight=wt.double())
F.multi_margin_loss(inp[0], torch.tensor(2))
F.multi_margin_loss(inp[0], torch.tensor([2]), reduction="none")
F.multi_margin_loss(inp[0], torch.tensor(2), reduction="none")
F.multi_margin_loss(torch.tensor(0.5), torch.tensor(0))
F.multi_margin_loss(data(0, 4), torch.tensor([], dtype=torch.long), reduction="none")
crit = nn.MultiMarginLoss(p=2, margin=0.3, weight=wt)
crit
crit(inp, tgt)
nn.MultiMarginLoss()(inp, tgt)
nn.MultiMarginLoss(reduction="none")(inp, tgt)
F.multi_margin_loss(inp, tgt, p=3)
F.multi_margin_loss(inp, tgt, weight=wt.reshape(1, 5))
F.multi_margin_loss(inp, tgt, weight=torch.ones(3))
F.multi_margin_loss(inp, torch.tensor([0, 5, 1, 2]))
F.multi_margin_loss(inp, torch.tensor([0, -1, 1, 2]))
F.multi_margin_loss(inp, torch.tensor([0, 1]))
F.multi_margin_loss(inp, tgt.int())
F.multi_margin_loss(inp, tgt, reduction="bad")
F.multi_margin_loss(data(2, 3, 4), tgt)
F.multi_margin_loss(inp, tgt, weight=torch.ones(5, requires_grad=True))
F.multi_margin_loss(inp.double(), tgt, weight=wt)
F.multi_margin_loss(torch.arange(4), torch.tensor(1))
nn.MultiMarginLoss(p=3)
nn.MultiMarginLoss(weight=torch.ones(2, 2))

# renorm
torch.manual_seed(0)
r = data(3, 4, requires_grad=True)
rn = torch.renorm(r, 2, 0, 1.0)
rn
rn.grad_fn.name()
(rn * torch.arange(12.0).reshape(3, 4)).sum().backward()
r.grad
r.grad = None
r.renorm(1, 1, 1.5)
rn1 = r.renorm(1, 1, 1.5)
(rn1 * torch.arange(12.0).reshape(3, 4)).sum().backward()
r.grad
outs = []
for p in [0.5, 1, 1.5, 2, 3, float("inf")]:
    r.grad = None
    (torch.renorm(r, p, -1, 0.8) * torch.arange(12.0).reshape(3, 4)).sum().backward()
    outs.append(torch.renorm(r, p, -1, 0.8))
    outs.append(r.grad.clone())
outs
torch.renorm(r, 2, 0, 100.0)
torch.renorm(r.t(), 2, 0, 1)
torch.renorm(data(2, 3, 4), 3, 1, 0.5)
torch.renorm(r.double(), 2, 0, 1)
torch.renorm(input=r, p=2, dim=0, maxnorm=1)
rc = r.clone()
rc.renorm_(2, 0, 1.0)
rc
rc.grad_fn.name()
rc.sum().backward()
r.grad
r.renorm_(2, 0, 1.0)
torch.renorm(r, 0, 0, 1.0)
torch.renorm(r, -1, 0, 1.0)
torch.renorm(r, 2, 0, -1.0)
torch.renorm(r, 2, 0, -0.5)
torch.renorm(r, 2, 2, 1.0)
torch.renorm(data(4), 2, 0, 1.0)
torch.renorm(torch.arange(6).reshape(2, 3), 2, 0, 1.0)

# rrelu (eval)
torch.manual_seed(0)
v = data(8, requires_grad=True)
ev = F.rrelu(v)
ev
ev.grad_fn.name()
ev.sum().backward()
v.grad
F.rrelu(v, 0.1, 0.3)
torch.rrelu(v)
act = nn.RReLU()
act
act.eval()
act(v)
nn.RReLU(0.1, 0.3, True)
vc = v.clone()
F.rrelu(vc, inplace=True)
vc.grad_fn.name()
vc2 = v.detach().clone()
F.rrelu_(vc2)
vc2
F.rrelu(v.t() if v.dim() > 1 else v.reshape(2, 4).t())
F.rrelu(torch.arange(3))
F.rrelu(v, 0.5, 0.1)
F.rrelu_(v)
torch.rrelu(3)
leaf = data(3, 4, requires_grad=True)
base = leaf * 1
vv = base[:, :2]
F.rrelu(vv, inplace=True)
vv
vv.grad_fn.name()
base.grad_fn.name()
base
(base * torch.arange(12.0).reshape(3, 4)).sum().backward()
leaf.grad
leaf2 = data(3, 4, requires_grad=True)
b3 = leaf2 * 1
b3[:2].renorm_(2, 0, 0.5)
b3
b3.grad_fn.name()
(b3 * torch.arange(12.0).reshape(3, 4)).sum().backward()
leaf2.grad
with torch.no_grad():
    nr = data(3, 4)
    nr.renorm_(2, 1, 0.5)
nr
