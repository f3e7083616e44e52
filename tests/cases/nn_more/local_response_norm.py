import torch
import torch.nn as nn
import torch.nn.functional as F
# Local response normalisation (AlexNet): each value divided by the mean square of its
# neighbouring channels.
x = torch.arange(24.0).reshape(2, 3, 4).sin().mul(3).requires_grad_()
y = F.local_response_norm(x, 2)
y
y.grad_fn
y.grad_fn.next_functions[1][0]
y.sum().backward()
x.grad
lrn = nn.LocalResponseNorm(3, alpha=0.01, beta=0.5, k=2.0)
lrn
img = torch.arange(2 * 5 * 3 * 2, dtype=torch.float32).reshape(2, 5, 3, 2).cos().requires_grad_()
out = lrn(img)
out
out.grad_fn
out.shape, out.stride()
(out * torch.arange(60.0).reshape(2, 5, 3, 2)).sum().backward()
img.grad
vol = torch.arange(2 * 4 * 2 * 2 * 3, dtype=torch.float64).reshape(2, 4, 2, 2, 3).div(10)
F.local_response_norm(vol, 5, alpha=0.1)
F.local_response_norm(torch.ones(1, 1, 3), 1)
empty = torch.ones(0, 3, 4)
F.local_response_norm(empty, 2) is empty
lrn.size, lrn.alpha, lrn.beta, lrn.k
try:
    F.local_response_norm(torch.ones(2, 3), 2)
except ValueError as e:
    msg = str(e)
msg
# A channels-last image keeps its layout through the division.
cl = torch.arange(2 * 3 * 2 * 2, dtype=torch.float32).reshape(2, 3, 2, 2).to(memory_format=torch.channels_last)
r = F.local_response_norm(cl, 2)
r
r.stride()
