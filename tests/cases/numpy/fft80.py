# numpy.fft as signal-processing lessons call it: spectra of real signals, inverse round
# trips, frequency axes, shifts, norm=, 2-d transforms; dtypes and strides as NumPy's.
import numpy as np

x = np.array([1., 2., 4., 7., 11.])
X = np.fft.rfft(x)
(X.dtype.name, X.shape, X.strides)
np.abs(X).round(10).tolist()
X.real.round(10).tolist()
X.imag.round(10).tolist()
np.fft.irfft(X, n=5).round(10).tolist()
np.fft.irfft(X).shape
F = np.fft.fft(x)
(F.dtype.name, F.real.round(10).tolist(), F.imag.round(10).tolist())
np.fft.ifft(F).real.round(10).tolist()
np.fft.fft(np.arange(8)).real.round(10).tolist()
np.fft.fft(np.arange(8)).imag.round(10).tolist()
np.fft.fft(np.arange(6), n=4).real.round(10).tolist()
np.fft.fft(np.arange(3), n=6).imag.round(10).tolist()
np.fft.rfft(np.arange(12.), norm='ortho').real.round(10).tolist()
np.fft.rfft(np.arange(12.), norm='forward').imag.round(10).tolist()
np.fft.ifft(np.fft.fft(np.arange(7.), norm='ortho'), norm='ortho').real.round(10).tolist()
np.fft.rfft(np.arange(4, dtype=np.float32)).dtype.name
np.fft.irfft(np.fft.rfft(np.arange(4, dtype=np.float32))).dtype.name
np.fft.fft(np.arange(4, dtype=np.float16)).dtype.name
np.fft.fft(np.array([1 + 2j, 3 - 1j, 0.5j])).imag.round(10).tolist()
np.fft.fftfreq(8, d=0.1).tolist()
np.fft.fftfreq(7).tolist()
np.fft.rfftfreq(8, d=0.1).tolist()
np.fft.rfftfreq(9, 1 / 100.).tolist()
np.fft.fftfreq(5).dtype.name
np.fft.fftshift(np.arange(6)).tolist()
np.fft.fftshift(np.arange(7)).tolist()
np.fft.ifftshift(np.fft.fftshift(np.arange(7))).tolist()
np.fft.fftshift(np.arange(12).reshape(3, 4)).tolist()
np.fft.fftshift(np.arange(12).reshape(3, 4), axes=1).tolist()
np.fft.fftshift(np.fft.fftfreq(6)).tolist()
# a spectrum of a sampled sine, as the lessons plot it
fs = 64
t = np.arange(64) / fs
sig = np.sin(2 * np.pi * 5 * t) + 0.5 * np.sin(2 * np.pi * 12 * t)
spec = np.abs(np.fft.rfft(sig)) / len(sig)
freqs = np.fft.rfftfreq(len(sig), 1 / fs)
(spec.shape, freqs[np.argsort(spec)[-2:]].tolist())
spec.round(8)[[5, 12]].tolist()
# 2-d
img = np.arange(12.).reshape(3, 4)
F2 = np.fft.fft2(img)
(F2.shape, F2.dtype.name, F2.strides)
F2.real.round(8).tolist()
F2.imag.round(8).tolist()
np.fft.ifft2(F2).real.round(10).tolist()
np.fft.rfft2(img).shape
np.fft.irfft2(np.fft.rfft2(img), s=img.shape).round(10).tolist()
np.fft.fftn(np.arange(8.).reshape(2, 2, 2)).real.round(10).tolist()
np.fft.rfft(img, axis=0).shape
np.fft.rfft(img.T).strides
np.fft.fft(img, axis=0).strides
np.fft.hfft(np.array([1., 2., 3.])).round(10).tolist()
np.fft.ihfft(np.array([1., 2., 3., 4.])).imag.round(10).tolist()
errs = []
for call in [lambda: np.fft.fft([]), lambda: np.fft.fft([1, 2], norm='bad'),
             lambda: np.fft.ifft([1, 2], norm='bad'), lambda: np.fft.fft([1, 2], n=0),
             lambda: np.fft.fftfreq(4.0)]:
    try:
        call()
    except ValueError as err:
        errs.append(str(err))
errs
