# Hostile inputs to CPU autocast: empty and 0-d operands, an integer autocast dtype, nested
# regions, bad arguments, a view as a weight, nesting decremented below zero.
import torch
e = torch.empty(0, 3)
w = torch.randn(3, 2)
with torch.autocast("cpu"):
    r1 = e @ w
r1.dtype, r1.shape
with torch.autocast("cpu"):
    r2 = torch.tensor(2.0) * torch.tensor(3.0)
r2.dtype
with torch.autocast("cpu"):
    try:
        r3 = torch.tensor(2.0) @ torch.tensor(3.0)
    except RuntimeError as err:
        r3 = str(err)
r3
torch.set_autocast_dtype("cpu", torch.int64)
torch.set_autocast_enabled("cpu", True)
try:
    r4 = (torch.ones(2, 2) @ torch.ones(2, 2)).dtype
except Exception as err:
    r4 = type(err).__name__
r4
torch.set_autocast_enabled("cpu", False)
torch.set_autocast_dtype("cpu", torch.bfloat16)
with torch.autocast("cpu"):
    with torch.autocast("cpu"):
        with torch.autocast("cpu", enabled=False):
            r5 = torch.ones(2, 2) @ torch.ones(2, 2)
        r6 = torch.ones(2, 2) @ torch.ones(2, 2)
r5.dtype, r6.dtype, torch.is_autocast_enabled("cpu")
try:
    torch.autocast(3)
except ValueError as err:
    r7 = str(err)
r7
try:
    torch.autocast("cpu", bogus=1)
except TypeError as err:
    r8 = str(err)
r8
with torch.autocast("cpu"):
    big = torch.ones(1, 1).expand(1, 1) @ torch.ones(1, 5)
big.dtype, big.stride()
a = torch.ones(3, 3, requires_grad=True)
with torch.autocast("cpu"):
    out = a.t() @ a.t()
out.grad_fn.next_functions[0][0].name()
torch.autocast_decrement_nesting(), torch.autocast_decrement_nesting()
