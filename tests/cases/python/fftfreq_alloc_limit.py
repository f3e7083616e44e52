import torch
try:
    torch.fft.fftfreq(9999999996, d=1e-10)
except RuntimeError as e:
    r = type(e).__name__
r
torch.fft.fftfreq(5, d=0.5)
torch.fft.rfftfreq(6)
