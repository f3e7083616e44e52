# Forward-mode AD under attack (stop 53): each statement here gave a wrong tangent, a wrong
# error or a time-out before its fix; the tangents are PyTorch's forward formulas'.
import torch
import torch.autograd.forward_ad as fwAD
x = torch.tensor([[1.0, 2.0, 3.0], [0.5, -1.0, 4.0]])
t = torch.tensor([[1.0, 1.0, 1.0], [2.0, 2.0, 2.0]])
with fwAD.dual_level():
    d = fwAD.make_dual(x, t)
    c1 = fwAD.unpack_dual(d.cumprod(1)).tangent
    c2 = fwAD.unpack_dual(d.logcumsumexp(1)).tangent
    c3 = fwAD.unpack_dual(d.median()).tangent
    c4 = fwAD.unpack_dual(d.mode(1).values).tangent
    c5 = fwAD.unpack_dual(torch.quantile(d, 0.3, dim=1)).tangent
c1
c2
c3
c4
c5
a = torch.randn(3, 4, dtype=torch.float64, requires_grad=True)
torch.autograd.gradcheck(lambda z: z.cumprod(1), (a,), check_forward_ad=True, raise_exception=False)
torch.autograd.gradcheck(lambda z: z[torch.tensor([2, 0])], (a,), check_forward_ad=True, raise_exception=False)
