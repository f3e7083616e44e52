# The order leaf hooks run in: PyTorch gives every leaf's AccumulateGrad the same top
# priority, so its ready queue's heap decides among them (ours ran them by creation order).
import torch
import torch.nn as nn

x = torch.ones(2, requires_grad=True)
y = torch.ones(2, requires_grad=True)
z = torch.ones(2, requires_grad=True)
order = []
for name, t in [('x', x), ('y', y), ('z', z)]:
    t.register_hook(lambda g, name=name: order.append(name))
(x * y * z).sum().backward()
order
order.clear()
(z * x + y).sum().backward()
order
order.clear()
(y + x).sum().backward()
order
order.clear()
((x + y) * (y + z) * (z + x)).sum().backward()
order

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 2))
seen = []
for name, p in model.named_parameters():
    p.register_hook(lambda g, name=name: seen.append(name))
model(torch.ones(5, 3)).sum().backward()
seen
after = []
for name, p in model.named_parameters():
    p.register_post_accumulate_grad_hook(lambda p, name=name: after.append(name))
seen.clear()
model(torch.ones(5, 3)).pow(2).mean().backward()
seen
after

class Twice(torch.autograd.Function):
    @staticmethod
    def forward(ctx, a, b):
        return a * 2, b * 2

    @staticmethod
    def backward(ctx, ga, gb):
        return None, gb * 2

a = torch.ones(3, requires_grad=True)
b = torch.ones(3, requires_grad=True)
calls = []
a.register_hook(lambda g: calls.append(('a', g)))
b.register_hook(lambda g: calls.append(('b', g)))
p, q = Twice.apply(a, b)
(p + q).sum().backward()
calls
a.grad
b.grad
