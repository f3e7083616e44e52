# Recorded from lessons/05-inplace-and-versions.md by `stridelab learn --export-cases`; edit the lesson, not this file.
import torch
x = torch.arange(4.)
alias = x
x += 1
alias
x = x * 2
alias
x is alias
base = torch.zeros(2, 3)
row = base[1]
col = base[:, 0]
row.add_(5.)
col.mul_(2.)
base
col.stride()
t = torch.zeros(6)
t._version
t.add_(1.)
t[0] = 5.
t._version
u = t * 2
u._version
v = t[2:4]
v.fill_(7.)
t._version
v._version
x = torch.arange(6.)
x[1:].add_(x[:-1])
x.add_(x)
m = torch.arange(4.).view(2, 2)
m.add_(m.t())
e = torch.zeros(1).expand(3)
e.stride()
e.add_(1.)
e.fill_(2.)
a = torch.tensor([1., 2., 3.], requires_grad=True)
b = a * 2
c = b ** 2
b._version
b.add_(1.)
b._version
c.sum().backward()
p = torch.tensor([1., 2., 3.], requires_grad=True)
p.add_(1.)
with torch.no_grad():
    p.add_(1.)
p
p._version
# exercise: Count the versions
import torch
x = torch.ones(4)
v = x[:2]
x.add_(1.)
v.mul_(2.)
y = x * 3
x._version
# exercise: Two views, one storage
import torch
base = torch.zeros(2, 3)
base[:, 1].fill_(4.)
base.t()[2].add_(1.)
base.sum()
# exercise: An accumulator you can add to
import torch
row = torch.arange(4.)
acc = row.expand(3, 4).clone()
acc.add_(1.)
assert acc.shape == (3, 4), f"acc.shape is {tuple(acc.shape)}, not (3, 4)"
assert torch.equal(acc, torch.arange(1., 5.).expand(3, 4)), f"after add_, acc is {acc.tolist()}"
assert torch.equal(row, torch.arange(4.)), f"row changed: it is now {row.tolist()}"
# exercise: A saved tensor was overwritten
import torch
w = torch.tensor([0., 1., 2.], requires_grad=True)
h = w.exp()
h = h + 1
loss = (h * 2).sum()
loss.backward()
expected = torch.tensor([0., 1., 2.]).exp()
assert torch.allclose(loss.detach(), 2 * (expected + 1).sum()), f"loss is {loss.item():.4f}: the script should still compute the same loss"
assert w.grad is not None, "w.grad is None: no gradient reached w"
assert torch.allclose(w.grad, 2 * expected), f"w.grad is {w.grad.tolist()}"
