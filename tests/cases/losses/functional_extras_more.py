import torch
import torch.nn as nn
import torch.nn.functional as F


def data(*shape, requires_grad=False, dtype=None):
    n = 1
    for k in shape:
        n *= k
    t = (torch.arange(n, dtype=torch.float32) * 0.917 + 0.1).sin().mul(1.5)
    t = t.reshape(shape)
    if dtype is not None:
        t = t.to(dtype)
    return t.requires_grad_(requires_grad)


big = data(200, 16, requires_grad=True)
pd = F.pdist(big)
pd.shape
pd[:5]
pd.sum().backward()
big.grad[:3]
xd = data(4, 3, dtype=torch.float64, requires_grad=True)
F.pdist(xd, 2.5)
torch.autograd.grad(F.pdist(xd, 2.5).sum(), xd)
net = nn.Sequential(nn.Linear(3, 4), nn.RReLU(0.1, 0.2), nn.Bilinear(4, 4, 2) if False else nn.Identity())
net
nn.Sequential(nn.RReLU(), nn.RReLU(inplace=True))
nn.ModuleList([nn.Bilinear(2, 3, 4), nn.MultiMarginLoss(margin=0.5)])
torch.renorm(data(3, 5).half(), 2, 0, 1)
torch.renorm(data(3, 5), 2, 1, 1)
torch.renorm(data(3, 5), p=1, dim=0, maxnorm=2)
torch.renorm(data(2, 3, 4, requires_grad=True), 3, 2, 0.9)
torch.renorm(data(2, 3, 4), float("inf"), 0, 0.3)
rr = data(2, 3, 4, requires_grad=True)
torch.autograd.grad((torch.renorm(rr, 1.5, 1, 0.7) ** 2).sum(), rr)
mm = data(6, 4, requires_grad=True)
tg = torch.tensor([3, 0, 1, 2, 2, 0])
loss = nn.MultiMarginLoss(1, 0.4, None, False)(mm, tg)
loss
loss.backward()
mm.grad
loss2 = F.multi_margin_loss(mm.double(), tg, 2, 1.5, data(4, dtype=torch.float64).abs())
loss2
torch.autograd.grad(loss2, mm)
F.multi_margin_loss(data(5), torch.tensor(4), p=2)
ev = data(6, requires_grad=True)
torch.autograd.grad(F.rrelu(ev.double(), 0.3, 0.3).sum(), ev)
with torch.no_grad():
    F.rrelu(ev, inplace=False)
F.rrelu(ev.detach(), training=False, inplace=True)
yb = F.bilinear(data(2, 3, 2, requires_grad=True), data(2, 3, 5), data(4, 2, 5, requires_grad=True), data(4, requires_grad=True))
yb
torch.autograd.grad(yb.pow(2).sum(), [yb.grad_fn.next_functions[1][0].variable])
