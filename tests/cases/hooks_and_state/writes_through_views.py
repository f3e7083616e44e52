# Writes through one view seen from another: a reshaped activation edited in place, a
# transposed weight patched by index, a slice of a slice. PyTorch remakes the other views'
# history from the base (AsStridedBackward0), so the overwritten values get no gradient.
# Also: x[False] = v is a no-op, a mask saved for backward is version-checked, and a value
# overlapping its target is refused.
import torch

a = torch.arange(6., requires_grad=True)
y = (a * 1).view(2, 3)
y[0, 1] = 0.
y.grad_fn
y
(y * torch.tensor([[1., 2., 3.], [4., 5., 6.]])).sum().backward()
a.grad
a.grad = None
w = torch.arange(8., requires_grad=True)
wt = (w * 1).view(2, 4).t()
wt[torch.tensor([0, 3]), 1] = 7.
wt.grad_fn
wt.sum().backward()
w.grad
w.grad = None
h = (a * 2)[1:]
h[1:3] = torch.tensor([9., 9.])
h.grad_fn
h.sum().backward()
a.grad
a.grad = None
z = (a * 1).view(3, 2)
z[:, 1].fill_(0.)
z.grad_fn
z.sum().backward()
a.grad
a.grad = None
b = a * 1
b[False] = 5.
b.grad_fn
mask = torch.tensor([True, False, True, False, False, True])
c = a * 1
val = torch.tensor(3., requires_grad=True)
c[mask] = val
mask[1] = True
c.sum().backward()
d = a * 1
d[torch.tensor([0])] = d[1:2]
d[torch.tensor([True, True, False, False, False, False])] = d[1:3]
e = a * 1
e[torch.tensor([0, 1])] = e[4:].clone()
e
e[[True, False, True, False, True, False]] = 1.
e
