# Recorded from lessons/07-autograd.md by `stridelab learn --export-cases`; edit the lesson, not this file.
import torch
x = torch.tensor([1., 2., 3.], requires_grad=True)
w = torch.tensor([4., 5., 6.], requires_grad=True)
y = x * w
z = y.sum()
x.is_leaf
x.grad_fn is None
y.is_leaf
type(y.grad_fn).__name__
z.grad_fn.name()
z.grad_fn.next_functions[0][0].name()
len(y.grad_fn.next_functions)
type(y.grad_fn.next_functions[0][0]).__name__
type(y.grad_fn.next_functions[1][0]).__name__
c = torch.tensor([4., 5., 6.])
yc = c * x
yc.grad_fn.next_functions[0][0] is None
yc.grad_fn.next_functions[1][0] is y.grad_fn.next_functions[0][0]
y.grad_fn._saved_self is x
y.grad_fn._saved_other is w
yc.grad_fn._saved_self is c
yc.grad_fn._saved_other is None
a = x.exp()
saved = a.grad_fn._saved_result
saved is a
saved.untyped_storage().data_ptr() == a.untyped_storage().data_ptr()
saved.grad_fn.name()
m = x * 2
m.retain_grad()
loss = (m * m).sum()
loss.backward()
m.grad
x.grad
y.grad is None
loss.backward()
q = torch.tensor([1., 2., 3., 4.], requires_grad=True)
b = q * 1
v = b[1:3]
v.grad_fn.name()
v.mul_(10.)
type(v.grad_fn).__name__
type(b.grad_fn).__name__
b.grad_fn.next_functions[0][0].name()
b.sum().backward()
q.grad
t = torch.tensor(3., requires_grad=True)
yt = t ** 3
g, = torch.autograd.grad(yt, t, create_graph=True)
g
g.grad_fn.name()
g2, = torch.autograd.grad(g, t)
g2
# exercise: Name the node
import torch
x = torch.arange(4., requires_grad=True)
h = x.view(2, 2).t()
h.grad_fn.name()
# exercise: After writing into a slice
import torch
x = torch.tensor([1., 2., 3.], requires_grad=True)
b = x.clone()
b[0:2].mul_(3.)
type(b.grad_fn).__name__
# exercise: Keep an intermediate's gradient
import torch
x = torch.tensor([1., 2., 3.], requires_grad=True)
m = x * 2
m.retain_grad()
loss = (m * m).sum()
loss.backward()
assert m.grad is not None, "m.grad is None: m is not a leaf, so backward did not keep its gradient"
assert torch.allclose(m.grad, torch.tensor([4., 8., 12.])), f"m.grad is {m.grad.tolist()}"
assert x.grad is not None, "x.grad is None: the graph from loss no longer reaches x"
assert torch.allclose(x.grad, torch.tensor([8., 16., 24.])), f"x.grad is {x.grad.tolist()}"
# exercise: The second derivative
import torch
x = torch.tensor(2., requires_grad=True)
y = x ** 4
g, = torch.autograd.grad(y, x, create_graph=True)
d2, = torch.autograd.grad(g, x)
assert isinstance(d2, torch.Tensor), f"d2 is a {type(d2).__name__}, not a tensor"
assert torch.allclose(d2, torch.tensor(48.)), f"d2 is {d2.item()}: is that the first or the second derivative?"
