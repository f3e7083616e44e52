# Forward-mode AD under attack (stop 53): each statement here gave a wrong tangent, a wrong
# error or a time-out before its fix; the tangents are PyTorch's forward formulas'.
import torch
import torch.autograd.forward_ad as fwAD
x = torch.arange(6.0).reshape(2, 3)
t = torch.arange(6.0).reshape(2, 3) * 10
with fwAD.dual_level():
    d = fwAD.make_dual(x.clone(), t.clone())
    d.t_()
    s1 = (d.shape, fwAD.unpack_dual(d).tangent.shape)
    e1 = fwAD.unpack_dual(d).tangent.clone()
    d = fwAD.make_dual(x.clone(), t.clone())
    d.unsqueeze_(0)
    s2 = (d.shape, fwAD.unpack_dual(d).tangent.shape)
    d = fwAD.make_dual(x.clone(), t.clone())
    d.as_strided_((2, 2), (3, 1))
    s3 = (d.shape, fwAD.unpack_dual(d).tangent.shape)
    d = fwAD.make_dual(torch.ones(3, 3), torch.arange(9.0).reshape(3, 3))
    d.swapaxes_(0, 1)
    s4 = fwAD.unpack_dual(d).tangent.stride()
    e4 = fwAD.unpack_dual(d).tangent.clone()
    d = fwAD.make_dual(x.clone(), t.clone())
    d.t_()
    y = d * 2
    s5 = fwAD.unpack_dual(y).tangent.clone()
s1
e1
s2
s3
s4
e4
s5
