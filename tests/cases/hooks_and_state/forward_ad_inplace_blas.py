# Forward-mode AD under attack (stop 53): each statement here gave a wrong tangent, a wrong
# error or a time-out before its fix; the tangents are PyTorch's forward formulas'.
import torch
import torch.autograd.forward_ad as fwAD
a = torch.ones(2, 2)
ta = torch.ones(2, 2)
A = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
tA = torch.eye(2)
B = torch.tensor([[1.0, 0.0], [1.0, 1.0]])
with fwAD.dual_level():
    d = fwAD.make_dual(a.clone(), ta.clone())
    d.addmm_(fwAD.make_dual(A, tA), B)
    r1 = fwAD.unpack_dual(d).tangent.clone()
    r1_outofplace = fwAD.unpack_dual(torch.addmm(fwAD.make_dual(a, ta), fwAD.make_dual(A, tA), B)).tangent
    d = fwAD.make_dual(a.clone(), ta.clone())
    d.addmm_(A, B, beta=2, alpha=3)
    r2 = fwAD.unpack_dual(d).tangent.clone()
    d = fwAD.make_dual(a[0].clone(), ta[0].clone())
    d.addmv_(fwAD.make_dual(A, tA), B[0])
    r3 = fwAD.unpack_dual(d).tangent.clone()
    d = fwAD.make_dual(a.clone(), ta.clone())
    d.addr_(fwAD.make_dual(A[0], tA[0]), B[0])
    r4 = fwAD.unpack_dual(d).tangent.clone()
    d = fwAD.make_dual(a.unsqueeze(0).clone(), ta.unsqueeze(0).clone())
    d.baddbmm_(fwAD.make_dual(A.unsqueeze(0), tA.unsqueeze(0)), B.unsqueeze(0))
    r5 = fwAD.unpack_dual(d).tangent.clone()
r1
r1_outofplace
r2
r3
r4
r5
