# Names a DataLoader tutorial and a 1-d CNN reach for (probe 76): nn.AdaptiveMaxPool1d (the
# functional form and the 2-d/3-d classes existed) and Tensor.is_pinned.
import torch
import torch.nn as nn
pool = nn.AdaptiveMaxPool1d(3)
str(pool)
x = torch.tensor([[[1., 5., 2., 8., 3., 0., 7.]], [[4., 4., 9., 1., 6., 2., 2.]]])
pool(x)
nn.AdaptiveMaxPool1d(2, return_indices=True)(x)
nn.AdaptiveMaxPool1d(output_size=4)(x[0])
type(pool).__mro__[1].__name__
isinstance(nn.AdaptiveMaxPool2d(2), nn.AdaptiveMaxPool1d)
pool.return_indices
repr(nn.Sequential(nn.Conv1d(1, 2, 3), nn.ReLU(), nn.AdaptiveMaxPool1d(1), nn.Flatten()))
xg = x.clone().requires_grad_()
out = nn.AdaptiveMaxPool1d(2)(xg)
out.grad_fn
out.sum().backward()
xg.grad
x.is_pinned()
x[0].is_pinned()
x.is_pinned(1, 2)
nn.AdaptiveMaxPool1d()
