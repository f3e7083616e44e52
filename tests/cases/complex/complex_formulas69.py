# Complex gradients where the parts' formulas break down: division by a real or zero-part divisor,
# reciprocal/sqrt/log at a zero part, exp on the real axis, a Wiener deconvolution.
import torch
def R(v):
    if isinstance(v, tuple):
        return tuple(R(x) for x in v)
    if isinstance(v, torch.Tensor) and v.is_complex():
        return torch.view_as_real(v.resolve_conj().detach())
    return v
z = torch.tensor([1+2j, -0.5+1j], requires_grad=True)
R(torch.autograd.grad((z / torch.tensor([2.0, 4.0])).real.sum(), z))
r = torch.tensor([2.0, 4.0], requires_grad=True)
R(torch.autograd.grad((z/r).real.sum(), [z, r]))
R(torch.autograd.grad((z/(z.abs()+1e-6)).real.sum(), z))
(z / r).grad_fn, (1 / z).grad_fn, (z / 2).grad_fn
y = torch.tensor([2+0j, 3j, 1+1j], requires_grad=True)
R(torch.autograd.grad(y.reciprocal().real.sum(), y))
R(torch.autograd.grad(y.sqrt().real.sum(), y))
R(torch.autograd.grad(y.log().imag.sum(), y))
e = torch.tensor([1+0j, 2+0j], requires_grad=True)
R(torch.autograd.grad(e.exp().imag.sum(), e))
R(torch.autograd.grad(e.exp().angle().sum(), e))
R(torch.autograd.grad(torch.exp(torch.complex(torch.ones(2), torch.zeros(2))).imag.sum(), e, allow_unused=True))
a = torch.tensor([1., 2.], requires_grad=True)
b = torch.zeros(2, requires_grad=True)
R(torch.autograd.grad(torch.exp(torch.complex(a, b)).imag.sum(), [a, b]))
w = torch.tensor([1+1j, 0.5-1j], requires_grad=True)
e5 = (w*1).exp()
e5.mul_(2)
e5.real.sum().backward()
x = torch.randn(8, requires_grad=True)
k = torch.tensor([1.0, 0.5, 0.25, 0, 0, 0, 0, 0], requires_grad=True)
dec = torch.fft.irfft(torch.fft.rfft(x) / torch.fft.rfft(k), n=8)
dec.sum().backward()
k.grad
x.grad
