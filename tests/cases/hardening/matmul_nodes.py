# The node a batched matmul leaves: ATen ends with _unsafe_view of bmm's result (not a view).
import torch

a = torch.arange(24.0).reshape(2, 3, 4).requires_grad_()
b = torch.arange(20.0).reshape(4, 5) / 10
r = torch.matmul(a, b)
r.grad_fn.name(), r._base is None, r.shape, r.stride()
r2 = a @ torch.arange(40.0).reshape(2, 4, 5)
r2.grad_fn.name(), r2._base is None
r3 = torch.arange(48.0).reshape(2, 1, 3, 8).requires_grad_() @ torch.ones(2, 8, 2)
r3.grad_fn.name(), r3.shape
(r.sum() + r2.sum() + r3.sum()).backward()
a.grad
