# torch.fft in float32 on the CPU is MKL's: each butterfly rounds in float32, so the last
# bits (and the noise where an exact answer is 0 or an integer) are MKL's, not those of a
# double-precision transform rounded once. Printed to the last bit with str() and .tolist().
import torch

# the classic round trip: which ramps come back as exact integers?
str([torch.fft.irfft(torch.fft.rfft(torch.arange(float(n))), n=n).tolist() for n in (1, 2, 3, 4, 5, 6, 8, 10, 12, 16)])
str([(torch.fft.irfft(torch.fft.rfft(torch.arange(float(n))), n=n) == torch.arange(float(n))).all().item() for n in (1, 2, 3, 4, 5, 6, 8, 10, 12, 16)])
str(torch.fft.irfft(torch.fft.rfft(torch.arange(5.)), n=5))
str(torch.fft.irfft(torch.fft.rfft(torch.arange(6.)), n=6))
str([torch.fft.ifft(torch.fft.fft(torch.arange(float(n)))).real.tolist() for n in (1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 15, 16)])

# spectra of a ramp, real and imaginary parts to the last bit
X = torch.fft.fft(torch.arange(8) + 0j)
str(X)
str(X.real.tolist())
str(X.imag.tolist())
X.imag[3].item()
torch.fft.fft(torch.arange(7.) + 0j)[1].real.item()
torch.fft.fft(torch.arange(5.) + 0j)[1].imag.item()
torch.fft.fft(torch.arange(6.) ** 2 + 0j)[3].imag.item()
str([torch.view_as_real(torch.fft.fft(torch.arange(float(n)) + 0j)).tolist() for n in range(1, 17)])
str([torch.view_as_real(torch.fft.fft(torch.arange(float(n)) + 0j)).tolist() for n in (18, 20, 25, 27, 30, 32, 36, 48, 64, 100)])
str([torch.view_as_real(torch.fft.rfft(torch.arange(float(n)))).tolist() for n in (1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 15, 16)])
str(torch.fft.rfft(torch.ones(3)))
torch.view_as_real(torch.fft.rfft(torch.ones(3))).tolist()

# a real signal through fft (PyTorch runs it as a real transform) and ifft
s = torch.tensor([1., 2., 0., -1., 1.5, 3., -2., 0.5, 1., 0.])
str(torch.view_as_real(torch.fft.fft(s)).tolist())
str(torch.view_as_real(torch.fft.ifft(s[:8]).resolve_conj()).tolist())
str(torch.view_as_real(torch.fft.fft(s[:6])).tolist())
str(torch.view_as_real(torch.fft.fft(s[:7], norm="ortho")).tolist())

# norms
torch.manual_seed(0)
z = torch.view_as_complex(torch.rand(12, 2))
str(torch.view_as_real(torch.fft.fft(z)).tolist())
str(torch.view_as_real(torch.fft.fft(z, norm="ortho")).tolist())
str(torch.view_as_real(torch.fft.fft(z, norm="forward")).tolist())
str(torch.view_as_real(torch.fft.ifft(z)).tolist())
str(torch.view_as_real(torch.fft.ifft(z, norm="ortho")).tolist())
str(torch.view_as_real(torch.fft.ifft(z, norm="forward")).tolist())
str(torch.view_as_real(torch.fft.ifft(torch.fft.fft(z))).tolist())
str(torch.view_as_real(torch.fft.fft(z[:10], norm="forward")).tolist())
str(torch.view_as_real(torch.fft.ifft(z[:6])).tolist())
str(torch.view_as_real(torch.fft.ifft(z[:2])).tolist())
r = torch.rand(16)
str(torch.view_as_real(torch.fft.rfft(r)).tolist())
str(torch.view_as_real(torch.fft.rfft(r, norm="forward")).tolist())
str(torch.view_as_real(torch.fft.rfft(r[:10], norm="ortho")).tolist())
str(torch.fft.irfft(torch.fft.rfft(r)).tolist())
str(torch.fft.irfft(torch.fft.rfft(r[:12])).tolist())
str(torch.fft.irfft(torch.fft.rfft(r[:10]), norm="forward").tolist())

# a batch of signals, one per row
b = torch.view_as_complex(torch.rand(4, 8, 2))
str(torch.view_as_real(torch.fft.fft(b)).tolist())
str(torch.view_as_real(torch.fft.ifft(b, dim=0)).tolist())
rb = torch.rand(3, 12)
str(torch.view_as_real(torch.fft.rfft(rb)).tolist())
str(torch.fft.irfft(torch.fft.rfft(rb), n=12).tolist())
str(torch.view_as_real(torch.fft.rfft(torch.rand(5, 6), norm="ortho")).tolist())

# hfft / ihfft
h = torch.view_as_complex(torch.rand(5, 2))
str(torch.fft.hfft(h).tolist())
str(torch.fft.hfft(h[:3], n=4).tolist())
str(torch.view_as_real(torch.fft.ihfft(torch.arange(6.)).resolve_conj()).tolist())

# a small image
img = torch.tensor([[0., 1., 2., 1.], [1., 3., 5., 3.], [2., 5., 8., 5.], [1., 3., 5., 3.]])
str(torch.view_as_real(torch.fft.fft2(img)).tolist())
str(torch.fft.ifft2(torch.fft.fft2(img)).real.tolist())
str(torch.view_as_real(torch.fft.rfft2(img)).tolist())
str(torch.fft.irfft2(torch.fft.rfft2(img), s=img.shape).tolist())
im2 = torch.rand(3, 5)
str(torch.view_as_real(torch.fft.fft2(im2)).tolist())
str(torch.view_as_real(torch.fft.fft2(im2, norm="forward")).tolist())
str(torch.view_as_real(torch.fft.ifft2(im2 + 0j)).tolist())
str(torch.view_as_real(torch.fft.fftn(torch.rand(6, 4) + 0j, norm="ortho")).tolist())
str(torch.view_as_real(torch.fft.rfft2(torch.rand(6, 10))).tolist())
str(torch.fft.irfft2(torch.view_as_complex(torch.rand(6, 4, 2)), s=(6, 6)).tolist())
str(torch.fft.irfft2(torch.fft.rfft2(im2), s=(3, 4)).tolist())

# along the first dim of a contiguous batch, MKL scales after the transform
str(torch.view_as_real(torch.fft.ifft(torch.view_as_complex(torch.rand(6, 3, 2)), dim=0)).tolist())
str(torch.view_as_real(torch.fft.fft(torch.view_as_complex(torch.rand(10, 2, 2)), dim=0, norm="forward")).tolist())
