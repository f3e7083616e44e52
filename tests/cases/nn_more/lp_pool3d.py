import torch
import torch.nn as nn
import torch.nn.functional as F
# Power-average pooling over volumes: (sum of x^p over each window)^(1/p).
vol = torch.arange(2 * 2 * 4 * 5 * 6, dtype=torch.float32).reshape(2, 2, 4, 5, 6).pow(2).sin().add(1.1).requires_grad_()
y = F.lp_pool3d(vol, 2, 2)
y[0, 1]
y.shape, y.stride()
y.grad_fn
y.grad_fn.next_functions
y.grad_fn.next_functions[0][0].next_functions[0][0].next_functions
(y * torch.arange(2 * 2 * 2 * 2 * 3.0).reshape(2, 2, 2, 2, 3).cos()).sum().backward()
vol.grad[1, 0, :2]
F.lp_pool3d(vol.detach(), 3, (2, 3, 2), stride=1)[0, 0, 0]
F.lp_pool3d(vol.detach(), 1.5, (3, 2, 2), stride=(1, 2, 3))[1]
F.lp_pool3d(vol.detach(), 2, 3, stride=2, ceil_mode=True).shape
F.lp_pool3d(vol.detach()[0], 2, 2).shape
# p = inf is max pooling of |x|, p = -inf the negated min.
F.lp_pool3d(vol.detach(), float("inf"), 2)[0, 0]
F.lp_pool3d(vol, float("inf"), 2).grad_fn
F.lp_pool3d(vol, -float("inf"), 2).grad_fn
F.lp_pool3d(vol.detach(), -float("inf"), 2)[1, 1, 0]
F.lp_pool3d(vol.detach().double(), 4, 2)[0, 0, 1]
pool = nn.LPPool3d(2, 3, stride=1)
repr(pool)
repr(nn.LPPool3d(1.2, (3, 2, 2), stride=(2, 1, 2), ceil_mode=True))
pool(vol.detach())[1, 1, 0]
pool.norm_type, pool.kernel_size, pool.stride
isinstance(pool, nn.modules.pooling._LPPoolNd)
try:
    F.lp_pool3d(vol, 0, 2)
except ValueError as e:
    m1 = str(e)
m1
try:
    nn.LPPool3d(0, 2)
except ValueError as e:
    m2 = str(e)
m2
try:
    F.lp_pool3d(vol, 2, (2, 2))
except ValueError as e:
    m3 = str(e)
m3
