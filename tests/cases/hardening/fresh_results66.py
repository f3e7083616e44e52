# Found by this stop's hostile review: results PyTorch computes into a new tensor start at
# _version 0 (ours counted the op's own write into its output as an in-place change), outer
# refuses anything but vectors, and fractional max pooling checks its samples' dtype.
import torch
import torch.nn.functional as F

x = torch.tensor([[3., -1., 2.], [0.5, 4., -2.]])
x.masked_fill(x > 0, 0.)._version
x.flip(0)._version
x.flip(0, 1)._version
x.scatter(1, torch.tensor([[0], [1]]), 5.)._version
x.scatter_add(1, torch.tensor([[0], [1]]), torch.ones(2, 1))._version
w = torch.tensor([1., 2., 3.], requires_grad=True)
y = w.flip(0)
y._version
(y * torch.arange(3.)).sum().backward()
w.grad
z = w.masked_fill(w > 1.5, 0.)
z._version
z.sum().backward()
w.grad
s = w.scatter(0, torch.tensor([2]), 7.)
s._version
s.grad_fn.name()
torch.ones(2, 2).outer(torch.ones(2))
torch.outer(torch.ones(2), torch.ones(2, 2))
torch.outer(torch.tensor(1.), torch.ones(2))
torch.ones(3).outer(torch.arange(2.))
F.fractional_max_pool2d(torch.ones(1, 1, 5, 5), 2, output_size=2, _random_samples=torch.rand(1, 1, 2, dtype=torch.float64))
F.fractional_max_pool2d(torch.ones(1, 1, 5, 5, dtype=torch.float64), 2, output_size=2, _random_samples=torch.rand(1, 1, 2))
F.fractional_max_pool3d(torch.ones(1, 1, 5, 5, 5), 2, output_size=2, _random_samples=torch.rand(1, 1, 3, dtype=torch.float64))
