import torch
c = torch.ones(3, 4, requires_grad=True) * 1
c.unbind()[1].mul_(2)
c.split(1)[2].mul_(2)
c.split([1, 2])[1].mul_(2)
c.chunk(3)[0].mul_(2)
c.unbind()[1][0:2].mul_(2)
c.unbind()[1].view(2, 2).mul_(2)
c.split(3)[0].add_(1)
c.unbind(1)[0].zero_()
c.unbind(1)[0].copy_(torch.zeros(3))
c.unbind(1)[0].fill_(3.)
c.unbind()[0].clamp_(0, 0.5)
c.unbind()[0].hypot_(torch.ones(4))
c.movedim(0, 1).unbind()[0].mul_(2)
u = c.unbind()
u[0][1] = 5.
u[2].sub_(1)
c
d = torch.ones(3, 4)
r = torch.ones(4, requires_grad=True)
d.unbind()[0].mul_(r)
d.unbind()[0].mul_(2)
d
leaf = torch.ones(3, 4, requires_grad=True)
leaf.unbind()[0].mul_(2)
leaf[0].mul_(2)
with torch.no_grad():
    w = c[0]
    wv = c.view(12)
    wu = c.unbind()[2]
    pd = leaf.unbind()[1]
    pd.mul_(2)
w.requires_grad
w.mul_(2)
w[1:].mul_(2)
wv[0] = 4.
wu.mul_(2)
wd = torch.ones(2, 3)[0]
wd.mul_(2)
c.tensor_split(3)[0].mul_(2)
c.hsplit(2)[0].mul_(2)
c.detach().unbind()[0].mul_(2)
c.unbind()[1].data.mul_(2)
c
c.sum().backward()
x = torch.tensor([1., 2., 3.], requires_grad=True)
b = x * 2
b.retain_grad()
b.mul_(3)
b.add_(1)
(b * b).sum().backward()
b.grad
x.grad
y = torch.tensor([1., 2., 3.], requires_grad=True)
v = y * 1
s = v[1:]
s.retain_grad()
s.mul_(2)
v.sum().backward()
s.grad
y.grad
z = torch.tensor([1., 2.], requires_grad=True)
q = z * 1
q.retain_grad()
q[0] = 7.
(q * z).sum().backward()
q.grad
z.grad
