# `with torch.device(...)` and torch.set_default_device as PyTorch's recipes use them.
# Written to hold on every device the suite runs on: the default outside the blocks is
# captured, never assumed to be cpu.
import torch
import torch.nn as nn

d0 = torch.get_default_device()
with torch.device("cpu"):
    t = torch.ones(2)
    z = torch.zeros(2, 3)
    e = torch.empty(3)
    r = torch.rand(2)
    n = torch.randn(2)
    a = torch.arange(4)
    f = torch.full((2,), 7.0)
    x = torch.tensor([1.0, 2.0])
    i = torch.eye(2)
    l = torch.linspace(0, 1, 5)
    lin = nn.Linear(2, 3)
    inside = torch.get_default_device()
[v.device.type for v in (t, z, e, r, n, a, f, x, i, l)]
lin.weight.device.type
lin.bias.device.type
lin.weight.shape
inside
str(inside)
t
a
i
l
torch.get_default_device() == d0

# `as` binds the device itself.
with torch.device("cpu") as dev:
    k = torch.zeros(1)
repr(dev)
type(dev).__name__
k.device.type

# Nesting: the inner block wins, the outer comes back after it.
seen = []
with torch.device("cpu"):
    with torch.device("cpu", 0):
        seen.append(repr(torch.get_default_device()))
        seen.append(torch.ones(1).device.type)
    seen.append(repr(torch.get_default_device()))
seen
torch.get_default_device() == d0

# An exception leaves the block with the previous default back.
try:
    with torch.device("cpu", 0):
        raise ValueError("inside")
except ValueError as err:
    caught = str(err)
caught
torch.get_default_device() == d0

# A context manager entered by a helper function.
def make():
    with torch.device("cpu"):
        return torch.zeros(2, 2)
make().device.type
make().stride()

# set_default_device: the index is kept, None clears it.
torch.set_default_device("cpu:0")
repr(torch.get_default_device())
torch.ones(1).device.type
with torch.device("cpu"):
    inner = repr(torch.get_default_device())
inner
repr(torch.get_default_device())
torch.set_default_device(torch.device("cpu"))
repr(torch.get_default_device())
torch.set_default_device(None)
torch.get_default_device() == d0

# Calling set_default_device inside a `with` block while a default is set trips
# PyTorch's own assertion.
torch.set_default_device("cpu")
try:
    with torch.device("cpu", 0):
        torch.set_default_device("cpu")
except AssertionError as err:
    caught = str(err)
caught
torch.get_default_device() == d0
torch.set_default_device(None)
torch.get_default_device() == d0

# Errors.
try:
    with 3:
        pass
except TypeError as err:
    caught = str(err)
caught
try:
    torch.set_default_device(1.5)
except Exception as err:
    caught = type(err).__name__
caught
