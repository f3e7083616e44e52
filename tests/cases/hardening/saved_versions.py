# Which saved tensors an in-place change trips, and which it does not: PyTorch saves an
# operand only when the other needs a gradient, saves it before an in-place op writes, and
# counts a metadata change (t_, unsqueeze_) as a modification. Found by a differential attack.
import torch

w = torch.tensor([[0.1, 0.2], [0.3, 0.4]], requires_grad=True)
y = w * 1
z = y * y
y.t_()
z.sum().backward()

v = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
y = v * 1
y.mul_(y)
y.sum().backward()
y = v * 1
y.mul_(y.detach())
y.sum().backward()
y = v * 1
y.add_(y)
y.sum().backward()
v.grad

# matmul kept only what the weight's gradient needs; changing the other operand is fine
m = torch.tensor([[0.1, 0.2, 0.3], [0.4, 0.5, 0.6]], requires_grad=True)
y = m * 2
out = y.matmul(torch.ones(3, 2))
y.t_()
out.sum().backward()
m.grad

# a layer's weight changed under no_grad between forward and backward, input without grad
lin = torch.nn.Linear(3, 2)
with torch.no_grad():
    lin.weight.copy_(torch.tensor([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]))
    lin.bias.zero_()
x = torch.tensor([[1.0, -1.0, 2.0]])
h = lin(x)
with torch.no_grad():
    lin.weight.add_(1.0)
h.sum().backward()
lin.weight.grad
xg = x.clone().requires_grad_()
h = lin(xg)
with torch.no_grad():
    lin.weight.add_(1.0)
h.sum().backward()

a = torch.arange(6.0).view(2, 3)
a.t_()
a._version
b = torch.arange(6.0)
c = b[1:]
c.unsqueeze_(0)
b._version, c._version
