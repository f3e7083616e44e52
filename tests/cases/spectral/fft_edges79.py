# Multi-dim FFT layouts on edge shapes (stop 78's fft_layout): 0-d inputs, empty dims,
# size-1 dims, a dim given twice, s= with zeros, and empty batches with strides.
import torch

def show(t):
    # Complex values through view_as_real (a device tensor's str names its device).
    return t.shape, t.stride(), t.dtype, torch.view_as_real(t) if t.is_complex() else t


z = torch.tensor(2.0)
show(torch.fft.fftn(z))
torch.fft.fftn(z).shape
show(torch.fft.rfftn(z))
show(torch.fft.ifftn(z))
show(torch.fft.fft2(z))
show(torch.fft.fftn(torch.zeros(0, 3)))
torch.fft.fftn(torch.zeros(0, 3)).stride()
show(torch.fft.fftn(torch.zeros(3, 0)))
show(torch.fft.fft2(torch.zeros(2, 0, 4)))
torch.fft.rfftn(torch.zeros(0, 4)).shape
torch.fft.rfftn(torch.zeros(0, 4)).stride()
torch.fft.irfftn(torch.zeros(0, 3, dtype=torch.complex64)).shape
torch.fft.fftn(torch.ones(1, 1, 1)).stride()
torch.fft.rfftn(torch.ones(1, 5, 1)).stride()
show(torch.fft.fftn(torch.ones(2, 3), dim=(0, 0)))
show(torch.fft.fftn(torch.ones(2, 3), s=(0, 3)))
torch.fft.fftn(torch.ones(2, 3), s=(-1, 3)).shape
show(torch.fft.fftn(torch.ones(2, 3), s=(2,), dim=(0, 1)))
show(torch.fft.fftn(torch.ones(2, 3), dim=(5,)))
torch.fft.rfftn(torch.ones(4, 6).t()[:, :0]).shape
torch.fft.fftn(torch.ones(4, 6).t()[:0]).stride()
torch.fft.ihfftn(torch.zeros(0, 4)).shape
torch.fft.hfftn(torch.zeros(2, 3, dtype=torch.complex64), s=(2, 4)).shape
torch.fft.fftn(torch.ones(3, 4, 5).permute(2, 0, 1)[:, :0]).stride()
show(torch.fft.fftn(torch.ones(2, 2), norm="bogus"))
show(torch.fft.fftshift(torch.tensor(3.0)))
torch.fft.fftshift(torch.zeros(0, 3)).shape
