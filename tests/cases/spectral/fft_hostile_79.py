# Hostile checks of stop 78's multi-dim FFT layouts and stop 79's fixes: 0-size dims with
# s=, s larger or smaller than the input on permuted operands, dims out of order, negative
# and duplicated dims, conjugate views, integer and bool inputs, float64, norm=, expanded
# inputs; gradients through fftn/rfftn/irfftn of permuted inputs (one node per transform, as
# ATen's, with ToCopyBackward0 under a complex transform of a real input), and out=.
import torch
import torch.fft as fft


def err(f):
    try:
        r = f()
        return ("ok", tuple(r.shape), r.stride(), r.dtype)
    except Exception as e:
        return f"{type(e).__name__}: {e}"[:160]


base = torch.arange(120.).reshape(2, 3, 4, 5) / 7
z = torch.complex(base, base.flip(0) * 0.5)
zd = z.to(torch.complex128)
ib = torch.arange(24).reshape(2, 3, 4)

# 0-size dims combined with s=
e0 = torch.zeros(2, 0, 4)
err(lambda: fft.fftn(e0))
err(lambda: fft.fftn(e0, s=(3, 4), dim=(1, 2)))
err(lambda: fft.fftn(e0, dim=(0, 2)))
err(lambda: fft.rfftn(e0, dim=(0, 2)))
err(lambda: fft.rfftn(e0, s=(2, 3), dim=(1, 2)))
err(lambda: fft.irfftn(e0.to(torch.complex64), s=(2, 3), dim=(1, 2)))
err(lambda: fft.irfftn(e0.to(torch.complex64), dim=(0, 2)))
err(lambda: fft.fftn(base, s=(0, 3), dim=(1, 2)))
err(lambda: fft.fft2(base, s=(3, -1)))
fft.fft2(base, s=(3, -1)).stride()
fft.fftn(base.permute(3, 1, 0, 2), s=(6, -1, 3)).stride()
# s larger / smaller on permuted inputs
a = fft.fftn(base.permute(3, 1, 0, 2), s=(7, 2), dim=(0, 2))
a.shape, a.stride()
torch.view_as_real(a[1, 1, 1, 1].reshape(1))
r = fft.rfftn(base.permute(2, 0, 3, 1), s=(3, 9))
r.shape, r.stride()
torch.view_as_real(r[0, 0, 2])
ir = fft.irfftn(z.permute(3, 1, 0, 2), s=(3, 2, 7), dim=(1, 2, 3))
ir.shape, ir.stride()
ir[0, 0]
# dims out of order, negative
fft.fftn(base.transpose(0, 2), dim=(-1, -3)).stride()
torch.allclose(fft.fftn(base, dim=(-1, -3)), fft.fftn(base, dim=(1, 3)), atol=1e-4)
fft.rfftn(base.transpose(1, 2), dim=(-1, 0)).shape
fft.rfftn(base.transpose(1, 2), dim=(-1, 0)).stride()
fft.rfftn(base.transpose(1, 2), dim=(0, -1)).stride()
fft.irfftn(z.transpose(0, 3), dim=(2, -4)).stride()
fft.irfftn(z.transpose(0, 3), dim=(2, -4)).shape
fft.rfft2(base, dim=(-1, -2)).shape
fft.rfft2(base, dim=(-1, -2)).stride()
# duplicated dims
err(lambda: fft.fftn(base, dim=(1, 1)))
err(lambda: fft.fftn(base, dim=(1, -3)))
err(lambda: fft.rfftn(base, dim=(0, 0)))
err(lambda: fft.irfftn(z, dim=(2, 2)))
err(lambda: fft.fft2(base, dim=(3, -1)))
err(lambda: fft.fftn(base, s=(3, 4, 5), dim=(0, 1)))
err(lambda: fft.fftn(base, dim=(4,)))
err(lambda: fft.hfftn(z, dim=(1, 1)))
err(lambda: fft.ihfftn(base, dim=(1, 1)))
# conj views
zc = z.conj()
zc.is_conj()
f = fft.fftn(zc, dim=(1, 2))
f.is_conj(), f.stride()
torch.allclose(f, fft.fftn(z.conj_physical(), dim=(1, 2)))
g = fft.irfftn(zc.transpose(1, 3), dim=(1, 2))
g.stride()
torch.allclose(g, fft.irfftn(zc.resolve_conj().transpose(1, 3), dim=(1, 2)))
h = fft.hfftn(zc, dim=(0, 3))
h.is_conj(), h.stride(), h.shape
ih = fft.ihfftn(base.transpose(1, 3), dim=(0, 2))
ih.is_conj(), ih.stride(), ih.shape
torch.view_as_real(ih[1, 2, 0:1])
fft.fft2(zc.permute(0, 3, 1, 2)).is_conj()
# int / bool inputs
fi = fft.fftn(ib)
fi.dtype, fi.stride()
torch.view_as_real(fi[1, 2])
fb = fft.rfftn(ib > 10, dim=(0, 2))
fb.dtype, fb.stride(), torch.view_as_real(fb[1])
fft.fft2(ib.transpose(0, 2)).dtype
fft.irfftn(ib, dim=(0, 1)).dtype
fft.irfftn(ib.transpose(0, 2), dim=(0, 1)).stride()
fft.hfftn(ib).dtype
fft.ihfftn(ib).dtype
# float64
d = fft.fftn(base.double().permute(3, 1, 0, 2), dim=(0, 2))
d.dtype, d.stride()
torch.view_as_real(d[2, 1, 0])
fft.rfftn(base.double()[:, ::2], dim=(1, 3)).stride()
fft.irfftn(zd.permute(1, 3, 0, 2), dim=(3, 1), norm="ortho")[0, 0]
# norm
torch.view_as_real(torch.stack([fft.fftn(base.transpose(1, 3), dim=(0, 1), norm=n)[1, 1, 1, 1] for n in ("backward", "forward", "ortho")]))
torch.view_as_real(torch.stack([fft.rfftn(base.transpose(1, 3), dim=(0, 1), norm=n)[1, 1, 1, 1] for n in ("backward", "forward", "ortho")]))
torch.stack([fft.irfftn(z.transpose(1, 3), dim=(0, 1), norm=n)[1, 1, 1, 1] for n in ("backward", "forward", "ortho")])
err(lambda: fft.fftn(base, norm="bogus"))
# expanded input
ex = torch.arange(4.).reshape(1, 4).expand(3, 4)
fft.fftn(ex).stride()
fft.rfftn(ex).stride()
fft.fft2(ex.t()).stride()
fft.irfftn(torch.complex(ex, ex).t()).stride()


b3 = torch.arange(60.).reshape(3, 4, 5) / 7
# backward through fftn of a permuted input
x = b3.clone().requires_grad_()
y = fft.fftn(x.permute(2, 0, 1), dim=(0, 2))
y.grad_fn
(y.real * torch.arange(60.).reshape(5, 3, 4) - y.imag).sum().backward()
x.grad.stride()
x.grad
# rfftn of a permuted input
x = b3.clone().requires_grad_()
y = fft.rfftn(x.transpose(0, 2), dim=(2, 0))
y.shape, y.stride(), y.grad_fn
(y.abs() ** 2).sum().backward()
x.grad.stride()
x.grad
# irfftn of a permuted complex input
zr = torch.complex(b3, b3.flip(1)).requires_grad_()
y = fft.irfftn(zr.permute(1, 2, 0), s=(6, 3), dim=(0, 2))
y.shape, y.stride(), y.grad_fn
(y * torch.arange(y.numel()).reshape(y.shape)).sum().backward()
zr.grad.stride()
torch.view_as_real(zr.grad)
# fft2 with s= trimming, backward on float64
x = b3.double().requires_grad_()
y = fft.fft2(x.transpose(1, 2), s=(3, 2))
y.shape, y.stride()
y.abs().sum().backward()
x.grad.stride(), x.grad.dtype
x.grad
# gradient through norm="ortho" fftn and back: energy is conserved
x = b3.clone().requires_grad_()
e = (fft.fftn(x, norm="ortho").abs() ** 2).sum()
e.backward()
torch.allclose(x.grad, 2 * b3, atol=1e-4)
# autograd.grad on rfftn of channels-last
img = torch.arange(48.).reshape(1, 3, 4, 4).contiguous(memory_format=torch.channels_last).requires_grad_()
p = fft.rfft2(img).abs().sum()
(gi,) = torch.autograd.grad(p, img)
gi.stride(), gi.shape
gi[0, 0]
# hfftn backward
zh = torch.complex(b3, -b3).requires_grad_()
y = fft.hfftn(zh.transpose(0, 2), dim=(0, 1))
y.shape, y.stride(), y.grad_fn
y.sum().backward()
zh.grad.stride()
torch.view_as_real(zh.grad)[0]
# out=
o = torch.empty(3, 4, 5, dtype=torch.complex64)
r = fft.fftn(b3, out=o)
r is o, o.stride()
torch.view_as_real(o[1, 2])
o2 = torch.empty(0, dtype=torch.complex64)
r2 = fft.rfftn(b3.transpose(0, 2), dim=(0, 1), out=o2)
o2.shape, o2.stride()
o3 = torch.empty(2, dtype=torch.float32)
fft.irfftn(torch.complex(b3, b3), out=o3)
o3.shape, o3.stride()
err(lambda: fft.fftn(b3, out=torch.empty(3, 4, 5)))
err(lambda: fft.fft(b3, out=torch.empty(3, 4, 5, dtype=torch.complex128)))
o4 = torch.empty(3, 4, 5, dtype=torch.complex64).transpose(0, 2)
r4 = fft.fft2(b3.transpose(0, 2), out=o4)
o4.stride()
r2 is o2
o.grad_fn
x = b3.clone().requires_grad_()
y = fft.fftn(x, dim=(0, 2))
y.grad_fn, y.grad_fn.next_functions
y = fft.fft2(x)
y.grad_fn, y.grad_fn.next_functions
y = fft.ifftn(x, dim=1)
y.grad_fn
y = fft.fft(x, dim=1)
y.grad_fn
y = fft.irfftn(x, dim=(0, 1))
y.grad_fn, y.grad_fn.next_functions
y = fft.hfftn(x, dim=(0, 1))
y.grad_fn
zq = torch.complex(b3, -b3).requires_grad_()
y = fft.fftn(zq, dim=(0, 2))
y.grad_fn, y.grad_fn.next_functions
y = fft.irfftn(zq)
y.grad_fn, y.grad_fn.next_functions
y = fft.rfft2(b3.clone().requires_grad_())
y.grad_fn, y.grad_fn.next_functions
y = fft.irfft(b3.clone().requires_grad_(), dim=0)
y.grad_fn, y.grad_fn.next_functions
# ifftn / ifft2 of a real input are differentiable (a complex transform of its .to() copy)
x = b3.clone().requires_grad_()
y = fft.ifftn(x.transpose(0, 2), dim=(0, 1), norm="ortho")
(y.real * torch.arange(60.).reshape(5, 4, 3) + y.imag).sum().backward()
x.grad.stride()
x.grad
x = b3.clone().requires_grad_()
y = fft.irfft(x.transpose(1, 2), n=5, dim=1)
y.shape, y.stride(), y.grad_fn
(y * torch.arange(75.).reshape(3, 5, 5)).sum().backward()
x.grad.stride()
x.grad
# A complex view/reshape to a shape of another size names the complex shape and size.
zs = torch.complex(torch.ones(3), torch.ones(3))
err(lambda: zs.reshape(1))
err(lambda: zs.view(2, -1))
err(lambda: zs.reshape(3, 1))
