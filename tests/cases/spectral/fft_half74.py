# PyTorch's CPU FFT has no half or bfloat16 kernels: NotImplementedError naming the dtype.
import torch
torch.fft.rfft(torch.arange(4.0, dtype=torch.float16))
torch.fft.fft(torch.arange(4.0, dtype=torch.float16))
torch.fft.fft(torch.arange(4.0, dtype=torch.bfloat16))
torch.fft.rfft(torch.arange(4.0, dtype=torch.bfloat16))
torch.fft.ifft(torch.arange(4.0, dtype=torch.float16))
torch.fft.irfft(torch.arange(4.0, dtype=torch.float16))
torch.fft.hfft(torch.arange(4.0, dtype=torch.float16))
torch.fft.fft2(torch.ones(2, 2, dtype=torch.float16))
torch.fft.rfftn(torch.ones(2, 2, dtype=torch.bfloat16))
torch.fft.rfft(torch.arange(4.0, dtype=torch.float16).float()).abs()
