# Tensor.map_ (PyTorch's docs: apply a Python callable to each element of self and of a
# tensor broadcast to self's shape, in place; CPU only).
import torch


def attempt(f):
    try:
        return f()
    except Exception as e:
        return f"{type(e).__name__}: {e}"


m = torch.arange(6.).view(2, 3)
r = m.map_(torch.ones(3), lambda a, b: a - b * 10)
r
r is m
m
b = torch.arange(3)
b.map_(torch.ones(3, dtype=torch.long), lambda x, y: x * 2.5)
torch.ones(2, 3).map_(torch.tensor(2.), lambda x, y: x + y)
t = torch.ones(2, 3).t()
t.map_(torch.arange(6.).view(3, 2), lambda x, y: y)
t.stride()
torch.ones(3).map_(torch.arange(3.), lambda x, y: x if y == 1 else 7)
torch.zeros(3).map_(torch.arange(3.), lambda x, y: y > 0)
seen = []
torch.arange(4.).view(2, 2).map_(torch.zeros(2, 2), lambda x, y: seen.append(x) or x)
seen
attempt(lambda: torch.ones(3).map_(torch.ones(2), lambda x, y: x))
attempt(lambda: torch.ones(3).map_(torch.ones(3), lambda x: x))
attempt(lambda: torch.ones(3, requires_grad=True).map_(torch.ones(3), lambda x, y: x))
attempt(lambda: torch.ones(2).map_(torch.ones(2), lambda x, y: "a"))
attempt(lambda: torch.ones(2).map_(torch.ones(2), lambda x, y: x / 0))
attempt(lambda: torch.arange(3).map_(torch.ones(3), lambda x, y: x))
attempt(lambda: torch.ones(1, 3).map_(torch.ones(2, 1), lambda x, y: x))
# What map_ stores: floats round past their range to inf, ints truncate within c10's range
# check (an unsigned type takes the negatives of its range, which wrap), bool is truthiness.
torch.ones(3).map_(torch.ones(3), lambda a, b: 1e300)
torch.ones(2, dtype=torch.float16).map_(torch.ones(2, dtype=torch.float16), lambda a, b: 1e10)
attempt(lambda: torch.ones(3, dtype=torch.int8).map_(torch.ones(3, dtype=torch.int8), lambda a, b: 1000))
attempt(lambda: torch.ones(2, dtype=torch.int32).map_(torch.ones(2, dtype=torch.int32), lambda a, b: 10**12))
attempt(lambda: torch.ones(2, dtype=torch.int64).map_(torch.ones(2, dtype=torch.int64), lambda a, b: 10**30))
torch.ones(2, dtype=torch.uint8).map_(torch.ones(2, dtype=torch.uint8), lambda a, b: -1)
attempt(lambda: torch.ones(2, dtype=torch.uint8).map_(torch.ones(2, dtype=torch.uint8), lambda a, b: 300))
torch.ones(2, dtype=torch.bool).map_(torch.ones(2, dtype=torch.bool), lambda a, b: 5)
torch.ones(2, dtype=torch.int64).map_(torch.ones(2, dtype=torch.int64), lambda a, b: -2.7)
torch.tensor(2.).map_(torch.tensor(3.), lambda a, b: a * b)
torch.empty(0).map_(torch.empty(0), lambda a, b: 1)
