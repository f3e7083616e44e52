import math
import torch
import torch.nn as nn
import torch.nn.functional as F
# Transposed 3-d convolutions whose column buffer for the whole batch is large (probe 79:
# the nn.ConvTranspose3d docs example asked for 3.96 GB). The batch is cut into chunks of
# columns; each item's values are those of the single-buffer path.
def rnd(*shape, scale=1.0):
    n = math.prod(shape)
    return torch.arange(n, dtype=torch.float32).mul(0.731).sin().mul(scale).reshape(shape)
# 8 x 27 x 32**3 floats of columns per item (28 MB): two items per chunk, then one.
x = rnd(3, 2, 32, 32, 32)
w = rnd(2, 8, 3, 3, 3, scale=0.5)
b = rnd(8, scale=0.1)
y = F.conv_transpose3d(x, w, b)
y.shape, y.stride()
y.sum()
y[:, :, 5, 5, :5]
y[2, 7, 30:34, 10:12, 0]
y[0, 3, 33, 33, 30:]
ys = [F.conv_transpose3d(x[i:i + 1], w, b) for i in range(3)]
[bool(torch.allclose(y[i:i + 1], ys[i], atol=1e-5)) for i in range(3)]
