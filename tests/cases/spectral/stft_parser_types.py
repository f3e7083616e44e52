# torch.stft hands its arguments to _VF.stft, whose parser types them: a float n_fft or hop_length is its "invalid combination" TypeError.
import torch
x = torch.randn(64)
torch.stft(x, n_fft=16.0, return_complex=True)
torch.stft(x, 16, hop_length=2.5, return_complex=True)
x.stft(16, win_length=8.0, return_complex=True)
torch.stft(x, 16, normalized=1, return_complex=True)
torch.stft(x, 16, window=[1.0] * 16, return_complex=True)
torch.stft(x, 16, onesided=1, return_complex=True)
torch.stft(x, True, return_complex=True)
torch.stft(x, 16, center=False, return_complex=True).shape
torch.stft(x, 16, hop_length=4, window=torch.hann_window(16), return_complex=True).shape
