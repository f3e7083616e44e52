import contextlib
import numpy as np
import torch
from numpy.exceptions import AxisError
from torch.func import functional_call

with contextlib.nullcontext((1, 2)) as (a, b):
    s = a + b
s
with contextlib.nullcontext([3, 4]) as [c, d]:
    s = c * d
s
counter = 1


def drop():
    global counter
    del counter


drop()
"counter" in globals()


def k():
    yield 1


def attempt(f):
    try:
        return f()
    except Exception as e:
        return (type(e).__name__, str(e))


attempt(lambda: k().throw(StopIteration))
g = k()
next(g)
attempt(lambda: g.throw(ValueError, "msg"))
attempt(lambda: k().throw(KeyError, ("a",)))


@contextlib.contextmanager
def cm():
    yield 5


m = cm()
with m as v:
    v
attempt(lambda: m.__enter__())
attempt(lambda: contextlib.ExitStack().enter_context(5))
str(AxisError(3, 2)), str(AxisError(3, 2, "pre")), str(AxisError("plain"))
attempt(lambda: np.moveaxis(np.zeros((2, 3)), 0, 5))
np.trace(np.ones((3, 3)), dtype=np.int32).dtype
np.ones((3, 3)).sum(-1, dtype=np.int32).dtype


class Tied(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.a = torch.nn.Linear(2, 2, bias=False)
        self.b = torch.nn.Linear(2, 2, bias=False)
        self.b.weight = self.a.weight

    def forward(self, x):
        return self.b(self.a(x))


t = Tied()
attempt(lambda: functional_call(t, {"a.weight": torch.eye(2) * 2, "b.weight": torch.eye(2)}, (torch.ones(2),)))
functional_call(t, {"a.weight": torch.eye(2) * 2}, (torch.ones(2),))
functional_call(t, {"a.weight": torch.eye(2) * 2, "b.weight": torch.eye(2)}, (torch.ones(2),), tie_weights=False)
attempt(lambda: torch.tensor([3., 1.]).repeat_interleave(True))[0]
