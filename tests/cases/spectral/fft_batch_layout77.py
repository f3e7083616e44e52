# The layout of a one-dim FFT's result, as a signal-processing lesson sees it when it
# transforms along time in a (channels, time) or permuted batch: the transformed dim is
# innermost in memory, and the other dims keep the input's memory order (ATen sorts them by
# the input's strides; size-1 dims' strides follow its partition's order).
import torch
b = torch.arange(24.).view(2, 3, 4)
layouts = [b, b.transpose(1, 2), b.permute(2, 0, 1), b.permute(1, 2, 0), b[:, :, ::2], b.transpose(0, 2)]
[[torch.fft.fft(a, dim=d).stride() for d in range(3)] for a in layouts]
[[torch.fft.rfft(a, dim=d).stride() for d in range(3)] for a in layouts]
[[torch.fft.ifft(a, dim=d).stride() for d in range(3)] for a in layouts]
[[torch.fft.irfft(a.to(torch.complex64), dim=d).stride() for d in range(3)] for a in layouts]
[[torch.fft.hfft(a.to(torch.complex64), dim=d).stride() for d in range(3)] for a in layouts]
ones = torch.rand(2, 1, 4)
[torch.fft.fft(ones, dim=d).stride() for d in range(3)]
[torch.fft.fft(torch.rand(3, 1, 4), n=5, dim=d).stride() for d in range(3)]
[torch.fft.fft(torch.rand(4, 3).t(), n=k, dim=0).stride() for k in (2, 3, 6)]
[torch.fft.rfft(torch.rand(1, 1, 4).transpose(0, 1), dim=d).stride() for d in range(3)]
sig = torch.sin(torch.arange(32.) * 0.7).view(1, 32).expand(3, 32) * torch.tensor([[1.], [2.], [3.]])
spec = torch.fft.rfft(sig.t(), dim=0)
spec.shape, spec.stride(), spec.abs().stride()
torch.fft.fft(torch.tensor(1.).expand(3, 4), dim=1).stride()
