# torch.fft as a signal-processing lesson uses it: a sine wave's spectrum and back.
import math
fs = 16
t = torch.arange(fs) / fs
x = torch.sin(2 * math.pi * 3 * t) + 0.5 * torch.cos(2 * math.pi * 5 * t)
X = torch.fft.fft(x)
X.dtype
X.shape
X.stride()
X.abs()
torch.view_as_real(X).round(decimals=3)
freqs = torch.fft.fftfreq(fs, d=1 / fs)
freqs
freqs[X.abs() > 1]
R = torch.fft.rfft(x)
R.shape
R.abs().round(decimals=4)
torch.fft.rfftfreq(fs, d=1 / fs)
torch.allclose(torch.fft.irfft(R), x, atol=1e-5)
torch.fft.irfft(R).dtype
torch.fft.irfft(R, n=fs).shape
torch.allclose(torch.fft.ifft(X).real, x, atol=1e-5)
torch.fft.ifft(X).imag.abs().max() < 1e-5
torch.fft.fft(x, norm="ortho").abs().pow(2).sum()
x.pow(2).sum()
torch.fft.fft(x, norm="forward").abs()[3]
torch.fft.fft(x, n=8).shape
torch.fft.fft(x, n=32).abs()[6]
torch.fft.fftshift(freqs)
torch.fft.ifftshift(torch.fft.fftshift(freqs))
torch.fft.fftshift(torch.arange(6))
m = torch.arange(12.).view(3, 4)
F = torch.fft.fft2(m)
F.shape
F.stride()
torch.view_as_real(F).round(decimals=3)
torch.allclose(torch.fft.ifft2(F).real, m, atol=1e-4)
C = torch.fft.fft(m, dim=0)
C.stride()
torch.view_as_real(C).round(decimals=3)
torch.fft.rfft(m, dim=0).stride()
torch.fft.rfft2(m).shape
torch.allclose(torch.fft.irfft2(torch.fft.rfft2(m), s=m.shape), m, atol=1e-4)
torch.view_as_real(torch.fft.fftn(m)).round(decimals=3)
torch.view_as_real(torch.fft.fft(torch.arange(5.))).round(decimals=4)
torch.view_as_real(torch.fft.fft(torch.arange(8))).round(decimals=4)
torch.view_as_real(torch.fft.fft(torch.tensor([1 + 1j, 2 - 1j, 0j]))).round(decimals=4)
torch.fft.fft(x, norm="bad")
torch.fft.fft(x, n=0)
torch.fft.rfft(X)
a = torch.tensor([1., 2., 3., 0.])
b = torch.tensor([0., 1., 0.5, 0.])
torch.fft.ifft(torch.fft.fft(a) * torch.fft.fft(b)).real.round(decimals=4)
