# Complex nn.Embedding and Conv layers: construction and init, Embedding's rows (PyTorch refuses its
# gradient for complex outputs), Conv1d/2d/3d as ATen's complex_convolution, its type errors; view_as_real(None).
import torch, torch.nn as nn, torch.nn.functional as F
torch.manual_seed(0)
e = nn.Embedding(5, 3, dtype=torch.cfloat)
e.weight.dtype
torch.view_as_real(e.weight.detach())
e(torch.tensor([0, 2, 2]))
with torch.no_grad():
    y = e(torch.tensor([[0, 2], [4, 1]]))
y.shape, y.dtype, y.requires_grad, y.grad_fn, y._base is None
torch.view_as_real(y)
w = torch.randn(4, 2, dtype=torch.cdouble)
torch.view_as_real(F.embedding(torch.tensor([3, 0]), w))
c = nn.Conv1d(2, 3, 2, dtype=torch.cfloat)
c.weight.dtype, c.bias.dtype
torch.view_as_real(c.weight.detach())
torch.view_as_real(c.bias.detach())
x = torch.randn(1, 2, 5, dtype=torch.cfloat)
y = c(x)
y.shape, y.dtype
y.grad_fn.name()
torch.view_as_real(y.detach())
y.abs().sum().backward()
torch.view_as_real(c.weight.grad)
torch.view_as_real(c.bias.grad)
c2 = nn.Conv2d(2, 2, 3, padding=1, stride=2, bias=False, dtype=torch.cdouble)
x2 = torch.randn(1, 2, 5, 5, dtype=torch.cdouble, requires_grad=True)
y2 = c2(x2)
y2.shape, y2.grad_fn.name()
torch.view_as_real(y2.detach())
(y2 * y2.conj()).real.sum().backward()
torch.view_as_real(x2.grad)
torch.view_as_real(F.conv1d(torch.randn(1, 2, 6, dtype=torch.cfloat), torch.randn(4, 1, 3, dtype=torch.cfloat), groups=2, padding='same'))
F.conv1d(x, torch.randn(3, 2, 2))
F.conv1d(x.real.contiguous(), c.weight)
F.conv1d(x, c.weight.detach(), torch.zeros(3))
F.conv1d(x.to(torch.cdouble), c.weight)
F.conv3d(torch.randn(1, 1, 2, 2, 2, dtype=torch.cfloat), torch.randn(1, 1, 1, 1, 1, dtype=torch.cfloat)).shape
torch.view_as_real(nn.Linear(1, 1, dtype=torch.cfloat).weight.grad)
