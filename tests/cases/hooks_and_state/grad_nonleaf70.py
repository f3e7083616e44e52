# autograd.grad with respect to an intermediate activation (a saliency map or a feature
# gradient), then the usual backward of the loss through the same graph: PyTorch runs only
# the part of the graph above the activation for the first call, so the part below keeps
# its saved tensors.
import torch
x = torch.linspace(-1.0, 1.0, 12).reshape(4, 3).requires_grad_()
w1 = torch.linspace(0.5, -0.7, 15).reshape(3, 5).requires_grad_()
w2 = torch.linspace(-0.3, 0.9, 5).reshape(5, 1).requires_grad_()
h = torch.tanh(x @ w1)
out = (h @ w2).sigmoid()
loss = out.sum()
g_h, = torch.autograd.grad(loss, h, retain_graph=True)
g_h
loss.backward()
w1.grad
x.grad
# without retain_graph the part above h is freed, and the part below is not
a = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
b = a.exp()
c = (b ** 2).sum()
gb, = torch.autograd.grad(c, b)
gb
(b * 2).sum().backward()
a.grad
c.backward()
# two targets, one above the other: the node between them runs
p = torch.tensor([0.5, -1.0], requires_grad=True)
q = p.sin()
r = q * 3
s = r.pow(2).sum()
torch.autograd.grad(s, [q, r])
q.sum().backward()
p.grad
# a leaf and a non-leaf together
u = torch.tensor([2.0, 3.0], requires_grad=True)
v = u * u
z = (v * u).sum()
torch.autograd.grad(z, [u, v])
v.sum().backward()
u.grad
# backward(inputs=) runs the node of a non-leaf input
m = torch.tensor([1.0, 4.0], requires_grad=True)
n = m.sqrt()
o = (n * n * n).sum()
o.backward(inputs=[n])
n.grad
m.grad
# factories take only a bool for requires_grad
torch.zeros(3, requires_grad=1)
torch.tensor([1.0], requires_grad=1)
torch.full((2,), 1.0, requires_grad=1)
torch.rand(2, requires_grad=1)
torch.arange(3.0, requires_grad=1)
torch.ones(2, requires_grad=0.0)
torch.zeros(2, requires_grad=None).requires_grad
torch.ones(2, requires_grad=True).requires_grad
x.sum(0, keepdim=1)
