# NumPy's symmetric windows (np.hamming/hanning/blackman/bartlett/kaiser) and np.i0, as
# FIR-design and STFT lessons build them; M = 0, 1, small, odd/even and large.
import numpy as np

np.hamming(4).tolist()
np.hamming(5).tolist()
np.hanning(5).tolist()
np.hanning(6).tolist()
np.blackman(5).tolist()
np.blackman(8).tolist()
np.bartlett(5).tolist()
np.bartlett(6).tolist()
np.kaiser(5, 8.0).tolist()
np.kaiser(6, 0.0).tolist()
np.kaiser(7, 14).tolist()
[np.hamming(m).tolist() for m in (0, 1, 2)]
[np.hanning(m).tolist() for m in (-1, 0, 1)]
[np.blackman(m).tolist() for m in (0, 1, 3)]
[np.bartlett(m).tolist() for m in (0, 1, 2)]
[np.kaiser(m, 5.0).tolist() for m in (1, 2)]
w = np.hamming(51)
(w.dtype.name, w.shape, w.strides, round(float(w.sum()), 10))
[round(float(v), 12) for v in np.hanning(400)[::37]]
[round(float(v), 12) for v in np.blackman(1001)[::111]]
[round(float(v), 12) for v in np.kaiser(256, 8.6)[::31]]
np.bartlett(1000)[::125].tolist()
np.hamming(5.0).tolist()
np.hamming(np.int32(4)).dtype.name
np.i0(0.0)
np.i0(np.array([0., 1., 2.5, 7.9, 8.0, 8.1, 20., -3.])).tolist()
np.i0(np.array([1, 2])).dtype.name
np.i0(np.array([[1., 9.], [0.5, 30.]])).shape
# a windowed-sinc low-pass filter, as the FIR lessons write it
N = 31
n = np.arange(N) - (N - 1) / 2
h = np.sinc(0.25 * n) * np.blackman(N)
h = h / h.sum()
[round(float(v), 12) for v in h[::5]]
try:
    np.i0(np.array([1 + 2j]))
except TypeError as err:
    msg = str(err)
msg
