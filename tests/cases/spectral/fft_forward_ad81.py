# Forward-mode AD and first/second derivatives through torch.fft (probe 81, A1 + C3):
# torch.func.jvp/jacfwd/jacrev/hessian of spectral code, dual tensors, gradcheck with
# check_forward_ad, backward with create_graph=True, gradgradcheck.
import torch
import torch.autograd.forward_ad as fwAD
from torch.func import jvp, jacfwd, jacrev, hessian, vjp, vmap

r = torch.tensor([1.0, 2.0, 0.0, -1.0])
ones = torch.ones(4)
v = torch.tensor([0.5, -1.0, 2.0, 0.25])

# JVPs of each one-dimensional transform, read through real ops
jvp(lambda r: torch.fft.rfft(r).abs(), (r,), (ones,))[1]
jvp(lambda r: torch.fft.fft(r).real, (r,), (v,))[1]
jvp(lambda r: torch.fft.fft(r).imag, (r,), (v,))[1]
jvp(lambda r: torch.fft.ifft(r).abs(), (r,), (v,))[1]
jvp(lambda r: torch.fft.rfft(r, n=6, norm="ortho").angle(), (r,), (v,))[1]
jvp(lambda r: torch.fft.irfft(torch.fft.rfft(r) * 2j, n=4), (r,), (v,))[1]
jvp(lambda r: torch.fft.ifft(torch.fft.fft(r) * torch.arange(4.0)).real, (r,), (v,))[1]
jvp(lambda r: torch.fft.hfft(torch.fft.ifft(r), n=4), (r,), (v,))[1]
jvp(lambda r: torch.fft.ihfft(r).real, (r,), (v,))[1]
out, tan = jvp(lambda r: torch.view_as_real(torch.fft.rfft(r)), (r,), (v,))
out, tan, tan.stride()

# multi-dimensional transforms
m = torch.arange(12.0).reshape(3, 4) / 4
tm = torch.linspace(-1, 1, 12).reshape(3, 4)
jvp(lambda x: torch.fft.fft2(x).abs(), (m,), (tm,))[1]
jvp(lambda x: torch.fft.rfftn(x, norm="forward").real, (m,), (tm,))[1]
jvp(lambda x: torch.fft.irfft2(torch.fft.rfft2(x) * 3, s=(3, 4)), (m,), (tm,))[1]
jvp(lambda x: torch.fft.ifftn(x, dim=(0,)).imag, (m,), (tm,))[1]
jvp(lambda x: torch.fft.hfft2(torch.fft.ifft2(x), s=(3, 4)), (m,), (tm,))[1]

# dual tensors
with fwAD.dual_level():
    d = fwAD.make_dual(r, v)
    y = torch.fft.irfft(torch.fft.rfft(d), n=4)
    t_roundtrip = fwAD.unpack_dual(y).tangent
    t_real = fwAD.unpack_dual(torch.fft.fft(d).real).tangent
    t_power = fwAD.unpack_dual(torch.fft.rfft(d).abs().pow(2).sum()).tangent
t_roundtrip
t_real, t_real.stride()
t_power

# Jacobians, Hessians and a spectral loss
jacfwd(lambda r: torch.fft.rfft(r).abs())(r)
jacrev(lambda r: torch.fft.rfft(r).abs())(r)
jacfwd(lambda x: torch.fft.fft2(x).abs().sum(0))(m)
hessian(lambda r: torch.fft.rfft(r).abs().pow(2).sum())(torch.tensor([1.0, 2.0, 0.5, -1.0])).contiguous()  # (values; strides: decisions, Stop 81)
def spectral_loss(x, target):
    return (torch.fft.rfft(x).abs() - torch.fft.rfft(target).abs()).pow(2).mean()
target = torch.tensor([0.0, 1.0, 1.0, 0.0])
jacrev(spectral_loss)(r, target)
jacfwd(spectral_loss)(r, target)
_, fn = vjp(lambda r: torch.fft.rfft(r).abs(), r)
fn(torch.ones(3))[0]
g, = torch.autograd.grad(torch.fft.rfft(r.requires_grad_(), n=6).abs().sum(), r)
g, g.stride()

# a backward with create_graph=True that is never differentiated again, then one that is
x = torch.tensor([1.0, 2.0, 0.5, -1.0], dtype=torch.double, requires_grad=True)
g, = torch.autograd.grad(torch.fft.rfft(x).abs().sum(), x, create_graph=True)
g, g.grad_fn is not None
gg, = torch.autograd.grad(g.pow(2).sum(), x)
gg
torch.autograd.gradcheck(lambda x: torch.fft.rfft(x).abs(), (x,), check_forward_ad=True)
torch.autograd.gradcheck(lambda x: torch.fft.fft2(x.reshape(2, 2)).real, (x,), check_forward_ad=True)
torch.autograd.gradcheck(lambda x: torch.fft.irfft(torch.fft.rfft(x) * 1j, n=4), (x,), check_forward_ad=True)
torch.autograd.gradgradcheck(lambda x: torch.fft.rfft(x, n=6).abs(), (x,))
torch.autograd.gradgradcheck(lambda x: torch.fft.ifftn(x.reshape(2, 2)).imag, (x,))
