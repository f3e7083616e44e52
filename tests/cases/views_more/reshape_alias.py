import torch
# reshape is a view when it can be: of a contiguous tensor ATen calls view (ViewBackward0),
# of any other viewable one _reshape_alias (ReshapeAliasBackward0); a copy otherwise.
x = torch.arange(24.).view(4, 6).requires_grad_()
x.reshape(6, 4).grad_fn
y = x.t()
r = y.reshape(3, 2, 4)
r.grad_fn
r.stride(), r.data_ptr() == x.data_ptr()
y.reshape(6, 4).grad_fn
z = x[:, ::2]
z.reshape(2, 2, 3).grad_fn
z.reshape(12).stride()
c = y.reshape(24)
c.grad_fn
c.data_ptr() == x.data_ptr()
(r * torch.arange(24.).view(3, 2, 4)).sum().backward()
x.grad
torch.arange(6.).view(2, 3).t().requires_grad_().reshape(3, 2).grad_fn
