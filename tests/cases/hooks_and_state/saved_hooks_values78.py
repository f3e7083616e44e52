# saved_tensors_hooks whose unpack hook changes the values (the hooks tutorial packs
# x * 4 and unpacks x / 256): backward reads what the unpack hook returned. Stridelab
# refused these hooks before.
import torch
a = torch.ones(5, requires_grad=True)
b = torch.ones(5, requires_grad=True) * 2
with torch.autograd.graph.saved_tensors_hooks(lambda x: x * 4, lambda x: x / 256):
    y = a * b
y.grad_fn._saved_self
y.grad_fn._saved_other
y.sum().backward()
a.grad
a
b
x = torch.linspace(0.5, 2.0, 4, requires_grad=True)
def pack(t):
    return t.detach() + 1
def unpack(t):
    return t - 0.5
with torch.autograd.graph.saved_tensors_hooks(pack, unpack):
    e = x.exp()
    s = (e * x).sin()
s.sum().backward(retain_graph=True)
x.grad
# The same hooks on a node whose saved tensor is its own output, and with retain_graph twice.
v = torch.tensor([[0.5, -1.0], [2.0, 0.25]], requires_grad=True)
with torch.autograd.graph.saved_tensors_hooks(lambda t: t * 2, lambda t: t / 2 + 0.125):
    out = v.tanh()
    loss = (out * v.t()).sum()
loss.backward(retain_graph=True)
v.grad
loss.backward()
v.grad
out
