# A hostile user's pass over stop 62's additions: transposed products of empty and
# degenerate shapes, Tensor.type with odd types, the conversion methods, DataParallel, and
# the library's hidden native helpers (dir/vars/getattr).
import torch
import torch.nn as nn
import torch.nn.functional as F


def err(f):
    try:
        return f()
    except Exception as e:
        return type(e).__name__ + ": " + str(e)


# Products with a transposed right operand: empty, 0-d-ish and degenerate shapes.
torch.zeros(0, 5) @ torch.zeros(3, 5).t()
torch.zeros(4, 0) @ torch.zeros(3, 0).t()
torch.ones(2, 3) @ torch.ones(0, 3).t()
torch.ones(1, 300) @ torch.ones(1, 300).t()
torch.arange(6.).reshape(2, 3) @ torch.arange(12.).reshape(4, 3).t()
torch.ones(2, 3, 4) @ torch.ones(2, 5, 4).transpose(1, 2)
torch.ones(3, 4) @ torch.ones(1, 4).expand(7, 4).t()
err(lambda: torch.ones(3, 4) @ torch.ones(5, 3).t())
F.linear(torch.ones(2, 4, dtype=torch.float64), torch.ones(3, 4, dtype=torch.float64))
torch.ones(2, 4, dtype=torch.int32) @ torch.ones(3, 4, dtype=torch.int32).t()

# Tensor.type with odd arguments.
x = torch.arange(3)
err(lambda: x.type(None))
x.type(dtype=torch.float64)
err(lambda: x.type('torch.Tensor'))
err(lambda: x.type('LongTensor'))
err(lambda: x.type(torch.long, non_blocking=True, bogus=1))
err(lambda: x.type(int))
torch.tensor(2.5).type(torch.IntTensor)
torch.zeros(0).type(torch.BoolTensor)

# Conversions as methods on 0-d, empty and multi-element tensors.
err(lambda: torch.zeros(0).__float__())
err(lambda: torch.zeros(2).__int__())
err(lambda: torch.zeros(0, dtype=torch.long).__index__())
torch.tensor(-7).__index__()
torch.tensor([[3]]).__index__()
torch.tensor(2.9).__int__()
torch.tensor(0.).__bool__()
err(lambda: torch.tensor([1., 2.]).__bool__())
repr(torch.tensor(1.5).__complex__())
t = torch.tensor([1., 2.])
err(lambda: t.__div__(torch.ones(3)))
t.__rdiv__(torch.tensor([4., 8.]))
torch.tensor([5, 7]).__div__(2)
err(lambda: torch.tensor([5, 7]).__idiv__(2))

# DataParallel and friends.
m = nn.Linear(2, 2)
d = nn.DataParallel(m, device_ids=[0], output_device=0, dim=1)
d.device_ids
sum(p.numel() for p in d.parameters())
err(lambda: nn.DataParallel())
isinstance(d, nn.Module)
err(lambda: nn.parallel.data_parallel(m, None))

# Library internals.
err(lambda: torch.sparse._native)
err(lambda: getattr(torch.sparse, '_native'))
'_native' in dir(torch.sparse)


class A:
    pass


err(lambda: x.type(A))
err(lambda: x.type(len))
err(lambda: x.type(nn.Linear))
err(lambda: x.type(float))
'_native' in vars(torch.sparse)
nn.DataParallel is nn.parallel.DataParallel
