# Forward-mode AD under attack (stop 53): each statement here gave a wrong tangent, a wrong
# error or a time-out before its fix; the tangents are PyTorch's forward formulas'.
import torch
import torch.autograd.forward_ad as fwAD
x = torch.tensor([1.0, 2.0])
with fwAD.dual_level():
    d = fwAD.make_dual(x, torch.ones(2))
    z = torch.empty(2)
    try:
        torch.mul(d, 2, out=z)
        r = ("no error", fwAD.unpack_dual(z).tangent)
    except Exception as e:
        r = (type(e).__name__, str(e).split("\n")[0])
    w = fwAD.make_dual(x.clone(), torch.ones(2))
    try:
        w.resize_(4)
        r2 = "no error"
    except Exception as e:
        r2 = (type(e).__name__, str(e).split("\n")[0])
r
r2
