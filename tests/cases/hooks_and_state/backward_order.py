# The order backward() visits a graph, seen through gradient hooks (each runs when its
# tensor's gradient is ready): the order stridelab's graph view numbers its steps in.
import torch

order = []
def tag(name):
    def hook(g):
        order.append((name, tuple(g.shape), g.stride()))
    return hook
w1 = torch.linspace(-1., 1., 12).view(4, 3).requires_grad_()
b1 = torch.zeros(4, requires_grad=True)
w2 = torch.linspace(-0.5, 1., 4).view(1, 4).requires_grad_()
b2 = torch.zeros(1, requires_grad=True)
x = torch.linspace(-2., 2., 15).view(5, 3)
for name, t in [("w1", w1), ("b1", b1), ("w2", w2), ("b2", b2)]:
    _ = t.register_hook(tag(name))
h = x @ w1.t() + b1
_ = h.register_hook(tag("h"))
a = h.relu()
_ = a.register_hook(tag("a"))
out = a @ w2.t() + b2
_ = out.register_hook(tag("out"))
sq = out.pow(2)
_ = sq.register_hook(tag("sq"))
loss = sq.mean()
loss.backward()
order
# Two branches from one input: the branch recorded last runs first.
order = []
p = torch.ones(2, requires_grad=True)
u = p.exp()
_ = u.register_hook(tag("exp"))
v = p.sin()
_ = v.register_hook(tag("sin"))
(u + v).sum().backward()
order
