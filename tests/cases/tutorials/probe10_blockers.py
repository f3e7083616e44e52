# Reach probe 10's blockers (Zero to Mastery, pytorch/examples' dcgan, nanoGPT-sized
# linear layers): legacy types in Tensor.type, torch.nn.parallel without CUDA, and
# products whose right operand is a transposed weight.
import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.nn.parallel

x = torch.arange(3)
x.type(torch.LongTensor)
x.type(torch.FloatTensor).dtype
x.type('torch.DoubleTensor')
x.type(torch.Tensor).dtype
x.type(torch.float16)
x.type()


def err(f):
    try:
        f()
        return "no error"
    except Exception as e:
        return type(e).__name__ + ": " + str(e)


err(lambda: x.type('float'))
err(lambda: x.type(3))
err(lambda: x.type('torch.cuda.FloatTensor'))

m = nn.Linear(2, 3)
with torch.no_grad():
    m.weight.copy_(torch.tensor([[0.5, -1.0], [2.0, 0.25], [-0.75, 1.5]]))
    m.bias.copy_(torch.tensor([0.1, 0.2, 0.3]))
d = nn.parallel.DataParallel(m)
repr(d)
d.device_ids
type(d).__module__
d.module is m
list(d.state_dict().keys())
d(torch.ones(1, 2))
hasattr(d, 'dim')
err(lambda: nn.parallel.data_parallel(m, torch.ones(1, 2), range(1)))
err(lambda: nn.parallel.DistributedDataParallel(m))

# The library's native helpers are not reachable from a script.
err(lambda: torch.sparse._native)
hasattr(torch.sparse, '_native')

# F.linear reads its weight transposed; each shape takes a different summation order.
def grid(*shape, dtype=torch.float32):
    n = 1
    for s in shape:
        n *= s
    return (torch.arange(n, dtype=dtype) * 0.7).sin().reshape(shape)


a = grid(6, 300)
w = grid(40, 300) * 0.5
b = grid(40)
y = F.linear(a, w, b)
y
a2 = grid(5, 100)
w2 = grid(30, 100).cos()
a2 @ w2.t()
grid(4, 7, dtype=torch.float64) @ grid(9, 7, dtype=torch.float64).t()
torch.arange(24).reshape(3, 8) @ (torch.arange(48).reshape(6, 8) % 7 - 3).t()
