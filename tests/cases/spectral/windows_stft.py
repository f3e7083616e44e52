# The spectral helpers an audio tutorial uses: window functions, a magnitude spectrogram
# from torch.stft, its istft round trip; then the arguments' edge cases and the errors.
import math
import torch
import torch.nn.functional as F

# ---- window functions (periodic by default), their lengths, dtypes and storage
torch.hann_window(8)
torch.hann_window(8, periodic=False)
torch.hamming_window(8)
torch.hamming_window(8, False, 0.5, 0.5)
torch.hamming_window(7, True, 0.3)
torch.blackman_window(9)
torch.blackman_window(9, periodic=False)
torch.bartlett_window(7)
torch.bartlett_window(8, False)
torch.kaiser_window(9)
torch.kaiser_window(9, False, 5.0)
torch.kaiser_window(9, periodic=True, beta=0.0)
torch.hann_window(0)
torch.hann_window(1)
torch.hann_window(1, periodic=False)
torch.kaiser_window(1)
torch.bartlett_window(2)
torch.blackman_window(0, dtype=torch.float64)
torch.hann_window(10, dtype=torch.float64)
torch.kaiser_window(10, dtype=torch.float64)
torch.hann_window(5, dtype=torch.float16)
torch.hann_window(400).shape
w = torch.hann_window(400)
w.stride(), w.is_contiguous(), w._base is None
w.untyped_storage().size()
torch.hann_window(400, periodic=False).untyped_storage().size()
torch.hann_window(6, requires_grad=True)
torch.kaiser_window(6, requires_grad=True).is_leaf
torch.hann_window(6, layout=torch.strided)
torch.hann_window(-1)
torch.hann_window(5, dtype=torch.int64)
torch.kaiser_window(-2)
torch.blackman_window(5, dtype=torch.int32)
torch.hann_window(5.0)
torch.hann_window(True)
torch.hann_window(5, 1)
torch.kaiser_window(5, beta=3.0)
torch.hamming_window(5, alpha=0.5)
torch.hann_window(5, pin_memory=True)

# ---- torch.signal.windows (symmetric by default; sym=False is the periodic window)
torch.signal.windows.hann(8)
torch.signal.windows.hann(8, sym=False)
torch.signal.windows.hamming(7)
torch.signal.windows.blackman(7)
torch.signal.windows.bartlett(7)
torch.signal.windows.bartlett(6, sym=False)
torch.signal.windows.cosine(6)
torch.signal.windows.cosine(6, sym=False)
torch.signal.windows.exponential(7)
torch.signal.windows.exponential(7, tau=2.0, sym=False, center=2.0)
torch.signal.windows.gaussian(7)
torch.signal.windows.gaussian(7, std=2.5, sym=False)
torch.signal.windows.general_cosine(6, a=[0.46, 0.23, 0.31])
torch.signal.windows.general_hamming(6, alpha=0.6)
torch.signal.windows.general_cosine(5, a=(c for c in [0.5, 0.5]))
torch.signal.windows.kaiser(7)
torch.signal.windows.kaiser(7, beta=4.0, sym=False)
torch.signal.windows.nuttall(7)
torch.signal.windows.hann(0)
torch.signal.windows.hann(1)
torch.signal.windows.kaiser(1, dtype=torch.float64)
torch.signal.windows.gaussian(5, dtype=torch.float64)
torch.signal.windows.hann(5, requires_grad=True)
torch.signal.windows.gaussian(5, requires_grad=True)
torch.signal.windows.exponential(5, requires_grad=True)
torch.signal.windows.hann(-1)
torch.signal.windows.gaussian(5, std=0.0)
torch.signal.windows.exponential(5, center=1.0)
torch.signal.windows.kaiser(5, beta=-1.0)
torch.signal.windows.hann(5, dtype=torch.float16)
torch.signal.windows.general_cosine(5, a=[])
torch.signal.windows.general_cosine(5, a=3)
torch.signal.windows.hann(5, layout=None)
torch.signal.windows.cosine(5, layout=torch.strided)

# ---- a spectrogram as the tutorials make it
sample_rate = 16000
t = torch.arange(4000) / sample_rate
waveform = torch.sin(2 * math.pi * 440.0 * t) + 0.5 * torch.sin(2 * math.pi * 1250.0 * t)
window = torch.hann_window(400)
spec = torch.stft(waveform, n_fft=400, hop_length=160, window=window, return_complex=True)
spec.shape, spec.dtype
spec.stride()
spec.is_contiguous()
spec._base is None, spec._is_view()
power = spec.abs().pow(2)
power.shape, power.stride()
power.sum()
power[:, 5]
power.argmax(dim=0)
power.mean(dim=1)[5:60]
torch.view_as_real(spec).stride()
torch.view_as_real(spec)[10:14, 3]
magnitude = spec.abs()
db = 20 * torch.log10(magnitude.clamp(min=1e-10))
db.max()

# the istft round trip, trimmed back to the signal's length
recovered = torch.istft(spec, n_fft=400, hop_length=160, window=window, length=waveform.shape[0])
recovered.shape, recovered.stride()
(recovered - waveform).abs().max() < 1e-5
recovered[100:110]
torch.istft(spec, n_fft=400, hop_length=160, window=window).shape

# ---- the method forms, and a batch of signals
batch = torch.stack([waveform[:1000], torch.cos(2 * math.pi * 300.0 * t[:1000])])
bspec = batch.stft(128, hop_length=32, window=torch.hann_window(128), return_complex=True)
bspec.shape, bspec.stride()
bspec.abs()[1, :, 4]
bspec.istft(128, hop_length=32, window=torch.hann_window(128)).shape
(bspec.istft(128, hop_length=32, window=torch.hann_window(128), length=1000) - batch).abs().max() < 1e-5

# ---- the arguments: center, pad_mode, onesided, normalized, win_length, float64
sig = torch.tensor([0.5, -1.0, 2.0, 0.25, 3.0, -0.5, 1.5, 1.0, -2.0, 0.75, 0.0, 1.25, -1.5, 2.5, 0.5, -0.25])
hw = torch.hann_window(8)
torch.view_as_real(torch.stft(sig, 8, hop_length=2, window=hw, return_complex=True))
torch.view_as_real(torch.stft(sig, 8, hop_length=2, window=hw, center=False, return_complex=True))
torch.view_as_real(torch.stft(sig, 8, hop_length=2, window=hw, pad_mode="constant", return_complex=True))
torch.view_as_real(torch.stft(sig, 8, hop_length=3, window=hw, pad_mode="replicate", return_complex=True))
torch.view_as_real(torch.stft(sig, 8, hop_length=4, window=hw, pad_mode="circular", return_complex=True))
torch.view_as_real(torch.stft(sig, 8, hop_length=2, window=hw, onesided=False, return_complex=True))
torch.view_as_real(torch.stft(sig, 8, hop_length=2, window=hw, normalized=True, return_complex=True))
torch.view_as_real(torch.stft(sig, 8, hop_length=2, win_length=4, window=torch.hann_window(4), return_complex=True))
torch.view_as_real(torch.stft(sig, 8, hop_length=2, win_length=5, return_complex=True))
torch.view_as_real(torch.stft(sig, 8, window=hw, return_complex=True)).shape
torch.view_as_real(torch.stft(sig, 8, hop_length=2, win_length=4, window=torch.hann_window(4), center=False, align_to_window=True, return_complex=True))
torch.view_as_real(torch.stft(sig.double(), 8, hop_length=2, window=hw.double(), return_complex=True))
torch.stft(sig.double(), 8, window=hw.double(), return_complex=True).dtype
torch.stft(sig, 8, window=hw.double(), return_complex=True).dtype
torch.stft(sig, 8, window=torch.ones(8, dtype=torch.int64), return_complex=True).dtype
legacy = torch.stft(sig, 8, hop_length=2, window=hw, return_complex=False)
legacy.shape, legacy.stride(), legacy.dtype
legacy
torch.stft(sig, 8, hop_length=2, return_complex=True).abs()
torch.stft(sig.to(torch.complex64), 8, hop_length=2, window=hw, return_complex=True).abs()
torch.stft(sig, 8, hop_length=2, window=hw.to(torch.complex64), return_complex=True).shape

# istft of the edge arguments
s8 = torch.stft(sig, 8, hop_length=2, window=hw, return_complex=True)
torch.istft(s8, 8, hop_length=2, window=hw)
torch.istft(s8, 8, hop_length=2, window=hw, length=12)
torch.istft(s8, 8, hop_length=2, window=hw, length=20)
torch.istft(torch.stft(sig, 8, hop_length=2, window=hw, normalized=True, return_complex=True), 8, hop_length=2, window=hw, normalized=True)
torch.istft(torch.stft(sig, 8, hop_length=2, window=hw, onesided=False, return_complex=True), 8, hop_length=2, window=hw)
torch.view_as_real(torch.istft(torch.stft(sig, 8, hop_length=2, window=hw, onesided=False, return_complex=True), 8, hop_length=2, window=hw, onesided=False, return_complex=True))
torch.istft(torch.stft(sig, 8, hop_length=2, win_length=6, window=torch.hann_window(6), return_complex=True), 8, hop_length=2, win_length=6, window=torch.hann_window(6))
torch.istft(torch.stft(sig, 8, hop_length=2, window=torch.hamming_window(8), center=False, return_complex=True), 8, hop_length=2, window=torch.hamming_window(8), center=False)

# the in-place view ops stft uses, on a complex tensor of one's own
z = torch.view_as_complex(torch.arange(12.0).reshape(1, 3, 2, 2).clone())
z.transpose_(1, 2).shape, z.stride(), z._base is None
z.squeeze_(0).shape, z.stride()
z.squeeze_().shape
torch.view_as_real(z)

# torch.fft's results are fresh tensors too, laid out with the transformed dim innermost
frame = torch.arange(24.0).reshape(2, 3, 4)
torch.fft.rfft(frame)._base is None, torch.fft.rfft(frame, dim=1)._base is None
torch.fft.irfft(torch.fft.rfft(frame, dim=0), n=2, dim=0)._base is None
torch.fft.irfft(torch.fft.rfft(frame, dim=0), n=2, dim=0).stride()

# ---- errors
torch.stft(sig, 8)
torch.stft(sig, 40, return_complex=True)
torch.stft(sig, 20, center=False, return_complex=True)
torch.stft(sig, 8, hop_length=0, return_complex=True)
torch.stft(sig, 8, win_length=9, return_complex=True)
torch.stft(sig, 8, window=torch.ones(5), return_complex=True)
torch.stft(sig, 8, window=torch.ones(2, 4), win_length=4, return_complex=True)
torch.stft(sig.view(1, 2, 8), 4, return_complex=True)
torch.stft(torch.arange(16), 4, return_complex=True)
torch.stft(sig, 8, return_complex=True, align_to_window=True)
torch.stft(sig, 8, return_complex=True, pad_mode="wrap")
torch.stft(sig.to(torch.complex64), 8, onesided=True, return_complex=True)
torch.stft(sig, 0, return_complex=True)
torch.istft(torch.ones(5, 9), 8)
torch.istft(s8, 10, window=torch.hann_window(10))
torch.istft(s8, 8, window=torch.hann_window(6))
torch.istft(s8, 8, hop_length=9, window=hw)
torch.istft(s8, 8, win_length=9, window=hw)
torch.istft(s8[:, :0], 8, window=hw)
torch.istft(s8.reshape(1, 1, 5, 9), 8, window=hw)
torch.istft(s8, 8, window=hw, return_complex=True)
torch.istft(s8, 8, window=hw, onesided=False)
torch.istft(s8, 8, hop_length=2, window=torch.hann_window(8, periodic=False), center=False)
