# The small hook attributes PyTorch's own tests and tools read: grad_fn.metadata (a dict
# kept on the node), Tensor._backward_hooks (None, then an OrderedDict of the hooks by
# handle id), and RemovableHandle.id (one counter for every kind of handle).
import torch
import torch.nn as nn

z = torch.tensor(2.0, requires_grad=True) * 3
sorted(z.grad_fn.metadata.items())
type(z.grad_fn.metadata).__name__
z.grad_fn.metadata["tag"] = "scaled"
sorted(z.grad_fn.metadata.items())
z.grad_fn.metadata is z.grad_fn.metadata
w = z * 2
sorted(w.grad_fn.metadata.items())
sorted(w.grad_fn.next_functions[0][0].metadata.items())

# A hook may read what the forward wrote on its node.
x = torch.ones(2, requires_grad=True)
y = x.exp()
y.grad_fn.metadata["scale"] = 5.0
y.grad_fn.register_hook(lambda gi, go: (gi[0] * y.grad_fn.metadata["scale"],))
y.sum().backward()
x.grad

# A leaf's AccumulateGrad node has its own metadata too.
leaf = torch.ones(1, requires_grad=True)
acc = (leaf * 1).grad_fn.next_functions[0][0]
acc.metadata["who"] = "leaf"
sorted((leaf * 1).grad_fn.next_functions[0][0].metadata.items())

# _backward_hooks
a = torch.ones(2, requires_grad=True)
a._backward_hooks
h1 = a.register_hook(lambda g: g * 2)
h2 = a.register_hook(lambda g: g + 1)
type(a._backward_hooks).__name__
len(a._backward_hooks)
list(a._backward_hooks.keys()) == [h1.id, h2.id]
h2.id - h1.id
h1.remove()
list(a._backward_hooks.keys()) == [h2.id]
h2.remove()
a._backward_hooks
len(a._backward_hooks)
torch.ones(1)._backward_hooks
(a * 2)._backward_hooks
b = a * 2
hb = b.register_hook(lambda g: g)
len(b._backward_hooks)

# A hook removed from the table no longer runs.
c = torch.ones(2, requires_grad=True)
hc = c.register_hook(lambda g: g * 100)
len(c._backward_hooks)
hc.remove()
len(c._backward_hooks)
(c * 1).sum().backward()
c.grad

# Handles of modules, tensors and nodes share one counter.
lin = nn.Linear(1, 1)
m1 = lin.register_forward_hook(lambda m, i, o: None)
t1 = a.register_hook(lambda g: g)
m2 = lin.register_forward_pre_hook(lambda m, i: None)
t1.id - m1.id, m2.id - t1.id
type(t1).__name__
node_out = torch.ones(1, requires_grad=True) * 2
t2 = a.register_hook(lambda g: g)
n1 = node_out.grad_fn.register_hook(lambda gi, go: None)
n2 = node_out.grad_fn.register_prehook(lambda go: None)
n1.id - t2.id, n2.id - n1.id
