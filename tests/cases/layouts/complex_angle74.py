# complex angle() is row-major in PyTorch whatever the input's layout; abs() keeps it.
import torch

S = torch.stft(torch.arange(16.0), 8, hop_length=4, window=torch.hann_window(8), return_complex=True)
S.stride()
S.angle().stride()
S.abs().stride()
torch.angle(S).stride()
z = torch.complex(torch.arange(12.0).view(3, 4), torch.ones(3, 4))
z.T.angle().stride()
z.T.abs().stride()
z[:, ::2].angle().stride()
z.angle().stride()
cl = torch.randn(2, 3, 4, 5).to(memory_format=torch.channels_last)
zc = torch.complex(cl, cl * 2)
zc.stride()
zc.angle().stride()
zc.abs().stride()
torch.allclose(z.T.angle(), z.angle().T)
z.T.angle().dtype
torch.tensor(1 + 1j).angle().stride()
torch.complex(torch.empty(0, 3), torch.empty(0, 3)).T.angle().stride()
w = z.clone().requires_grad_()
a = w.T.angle()
a.grad_fn.name()
a.sum().backward()
w.grad.stride()
At = torch.arange(6.0).view(2, 3).T
At.angle().stride()
