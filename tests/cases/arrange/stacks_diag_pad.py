import torch
import torch.nn.functional as F
a = torch.arange(3.0, requires_grad=True)
b = torch.arange(3.0, 6.0)
m = torch.arange(6.0).view(2, 3)
torch.hstack([a, b])
torch.vstack([a, b])
torch.vstack((m, a))
torch.hstack((m, m))
torch.dstack([a, b])
torch.dstack([m, m])
torch.column_stack([a, b])
torch.column_stack([m.T, a])
torch.row_stack([a, b])
torch.hstack([torch.tensor(1.0), torch.tensor(2.0)])
torch.vstack([])
d = torch.diag(a)
d
torch.diag(a, 1)
torch.diag(a, -2)
torch.diag(m)
torch.diag(m, 1)
torch.diag(m.T, -1)
torch.diag(torch.ones(2, 2, 2))
(d * torch.arange(9.0).view(3, 3)).sum().backward()
a.grad
w = torch.arange(12.0).view(3, 4).requires_grad_(True)
g = torch.diag(w, 1)
g
g.sum().backward()
w.grad
x = torch.arange(6.0).view(2, 3).requires_grad_(True)
p = F.pad(x, (1, 2))
p
F.pad(x, (1, 1, 2, 0), value=-1.0)
F.pad(x, (-1, 1))
F.pad(x, (0, 0, -1, 0))
F.pad(x.T, (1, 0))
F.pad(x, [2, 2], 'constant', 7)
F.pad(torch.arange(4), (1, 1))
(p * torch.arange(12.0).view(2, 6)).sum().backward()
x.grad
F.pad(x, (1,))
F.pad(x, (1, 1, 1, 1, 1, 1))
F.pad(x, (-4, 0))
F.pad(x, (1, 1), mode='wrap')
torch.add(2, torch.ones(2), alpha=3)
torch.sub(2.0, torch.ones(2), alpha=0.5)
c = F.pad(x, (-3, 1), value=2.0)
c
c.sum().backward()
x.grad
F.pad(x, (-4, 1))
y = torch.tensor([1.0, float('nan')], requires_grad=True)
s = y.nansum()
with torch.no_grad():
    y.mul_(2)
s.backward()
z = torch.tensor([1.0, 2.0], requires_grad=True) * 1
l = F.logsigmoid(z)
z.add_(1)
l.sum().backward()
