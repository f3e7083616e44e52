import numpy as np
import torch
x = np.arange(6.0).reshape(2, 3)
np.moveaxis(x, 0, 1).shape
np.moveaxis(np.zeros((2, 3, 4)), [0, 1], [-1, -2]).shape
np.moveaxis(np.zeros((2, 3, 4)), -1, 0).strides
try:
    np.moveaxis(x, 0, 2)
except np.exceptions.AxisError as e:
    (type(e).__name__, str(e), isinstance(e, IndexError))
try:
    np.moveaxis(x, [0, 1], [1])
except ValueError as e:
    str(e)
try:
    np.moveaxis(x, [0, 0], [1, 0])
except ValueError as e:
    str(e)
x.diagonal().tolist()
x.diagonal(1).tolist(), x.diagonal(-1).tolist(), x.diagonal(5).tolist()
y = np.arange(24).reshape(2, 3, 4)
y.diagonal(0, -2, -1).tolist()
y.diagonal(1, 0, 2).shape, y.diagonal(1, 0, 2).strides
np.diagonal(y, 0, 2, 0).tolist()
d = x.diagonal()
try:
    d[0] = 5
except ValueError as e:
    str(e)
try:
    d[:1][0] = 5
except ValueError as e:
    str(e)
try:
    x.diagonal(0, 1, 1)
except ValueError as e:
    str(e)
try:
    np.arange(3).diagonal()
except ValueError as e:
    str(e)
float(np.trace(x))
np.trace(np.arange(6).reshape(2, 3))
np.trace(y).tolist()
np.trace(y, 1, 1, 2).tolist()
float(x.trace(-1))
np.clip(x, 1.0, 4.0).tolist()
np.clip(x, 4, 1).tolist()
np.clip(np.arange(4), 1.5, 2).tolist(), np.clip(np.arange(4), 1.5, 2).dtype
np.clip(np.arange(4, dtype=np.int32), 1, 2).dtype
np.clip(x, None, 2).tolist(), np.clip(x, 2, None).tolist()
np.clip(x, min=1, max=2).tolist()
np.clip(np.array([np.nan, -3.0, 9.0]), -1, 1).tolist()
x.clip(1, 3).tolist(), x.clip(max=2).tolist()
try:
    np.clip(x, a_min=1)
except TypeError as e:
    str(e)
try:
    np.clip(x, 1, 2, min=0)
except ValueError as e:
    str(e)
X = torch.randn(3, 4)
torch.equal(torch.tensor(np.clip(X.numpy(), a_min=-0.5, a_max=0.5)), X.clamp(-0.5, 0.5))
torch.equal(torch.diagonal(X, 1), torch.from_numpy(X.numpy().diagonal(1)))
