import math
import torch
import torch.nn as nn
import torch.nn.functional as F
# Transposed 3-d convolutions whose columns are cut into chunks of the batch
# (probe 79: the nn.ConvTranspose3d docs example asked for 3.96 GB, one column buffer for
# the whole batch). The batch is cut into chunks of columns.
def rnd(*shape, scale=1.0):
    n = math.prod(shape)
    return torch.arange(n, dtype=torch.float32).mul(0.731).sin().mul(scale).reshape(shape)
x = rnd(3, 2, 32, 32, 32)
w = rnd(2, 8, 3, 3, 3, scale=0.5)
# Grouped, strided, padded, with output padding.
x2 = rnd(4, 4, 24, 24, 24)
w2 = rnd(4, 6, 3, 2, 3, scale=0.5)
y2 = F.conv_transpose3d(x2, w2, None, stride=(2, 1, 1), padding=(1, 0, 1), output_padding=(1, 0, 0), groups=2)
y2.shape, y2.stride()
y2.sum()
y2[3, :, 10, 10, 10]
[bool(torch.allclose(y2[i:i + 1], F.conv_transpose3d(x2[i:i + 1], w2, None, stride=(2, 1, 1), padding=(1, 0, 1), output_padding=(1, 0, 0), groups=2), atol=1e-5)) for i in range(4)]
# The module, with a gradient through the chunked path.
m = nn.ConvTranspose3d(2, 8, 3, bias=False)
with torch.no_grad():
    m.weight.copy_(w)
xg = x.clone().requires_grad_()
out = m(xg)
out.grad_fn.name()
(out * out).sum().backward()
xg.grad[1, :, 3, 3, :4]
m.weight.grad.sum()
