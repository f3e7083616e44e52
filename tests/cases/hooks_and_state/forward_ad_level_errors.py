# Forward-mode AD under attack (stop 53): each statement here gave a wrong tangent, a wrong
# error or a time-out before its fix; the tangents are PyTorch's forward formulas'.
import torch
import torch.autograd.forward_ad as fwAD
from torch.func import jvp
x = torch.tensor([1.0, 2.0])
t = torch.tensor([0.5, 0.5])
with fwAD.dual_level():
    d = fwAD.make_dual(x, t)
    try:
        a = fwAD.make_dual(x, t, level=5)
    except Exception as e:
        a = (type(e).__name__, str(e))
    try:
        b = fwAD.make_dual(x, d)
    except Exception as e:
        b = (type(e).__name__, str(e))
    try:
        c = fwAD.unpack_dual(d, level=3)
    except Exception as e:
        c = (type(e).__name__, str(e))
    try:
        n = jvp(torch.sin, (x,), (t,))
    except Exception as e:
        n = (type(e).__name__, str(e))
    try:
        f = torch.floor_divide(d, 1)
    except Exception as e:
        f = (type(e).__name__, str(e).split("\n")[0])
a
b
c
n
f
