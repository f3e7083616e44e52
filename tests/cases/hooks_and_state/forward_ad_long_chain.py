# Forward-mode AD under attack (stop 53): each statement here gave a wrong tangent, a wrong
# error or a time-out before its fix; the tangents are PyTorch's forward formulas'.
import torch
import torch.autograd.forward_ad as fwAD
x = torch.randn(10, requires_grad=True)
with fwAD.dual_level():
    y = fwAD.make_dual(x, torch.ones(10))
    for _ in range(1500):
        y = (y * 0.999).sin() + 0.001
    yt = fwAD.unpack_dual(y).tangent
yt.shape
