# Gradients through the multi-dimensional transforms, as a 2-D Fourier neural operator
# (rfft2, a mode-truncated complex multiply, irfft2) and 2-D spectral losses use them.
import torch
import torch.nn as nn


def R(v):
    if isinstance(v, tuple):
        return tuple(R(x) for x in v)
    if isinstance(v, torch.Tensor) and v.is_complex():
        return torch.view_as_real(v.resolve_conj().detach())
    return v


torch.manual_seed(0)
img = torch.randn(2, 6, 8, requires_grad=True)
spec = torch.fft.rfft2(img)
spec.grad_fn, spec.shape, spec.stride()
(spec.abs() ** 2).mean().backward()
img.grad[0, :2]
img.grad = None
torch.fft.fft2(img, norm="ortho").real.sum().backward()
img.grad[1, 0]
img.grad = None
back = torch.fft.irfft2(torch.fft.rfft2(img), s=(6, 8))
back.grad_fn, back.stride()
(back * torch.linspace(0, 1, 8)).sum().backward()
img.grad[0, 0]
img.grad = None
torch.fft.rfftn(img, dim=(0, 2)).angle().sum().backward()
img.grad[1, 3]

z = torch.randn(3, 4, 5, dtype=torch.cfloat, requires_grad=True)
torch.fft.fft2(z).grad_fn, torch.fft.ifftn(z).grad_fn, torch.fft.irfft2(z).grad_fn
(torch.fft.ifft2(z, s=(3, 6)) * torch.arange(6)).imag.sum().backward()
R(z.grad[0])
z.grad = None
(torch.fft.irfftn(z, s=(4, 7), norm="forward") ** 2).sum().backward()
R(z.grad[2])


class SpectralConv2d(nn.Module):
    def __init__(self, cin, cout, m1, m2):
        super().__init__()
        self.cout, self.m1, self.m2 = cout, m1, m2
        scale = 1 / (cin * cout)
        self.w1 = nn.Parameter(scale * torch.rand(cin, cout, m1, m2, dtype=torch.cfloat))
        self.w2 = nn.Parameter(scale * torch.rand(cin, cout, m1, m2, dtype=torch.cfloat))

    def forward(self, x):
        b = x.shape[0]
        x_ft = torch.fft.rfft2(x)
        out_ft = torch.zeros(b, self.cout, x.size(-2), x.size(-1) // 2 + 1, dtype=torch.cfloat)
        out_ft[:, :, : self.m1, : self.m2] = torch.einsum("bixy,ioxy->boxy", x_ft[:, :, : self.m1, : self.m2], self.w1)
        out_ft[:, :, -self.m1 :, : self.m2] = torch.einsum("bixy,ioxy->boxy", x_ft[:, :, -self.m1 :, : self.m2], self.w2)
        return torch.fft.irfft2(out_ft, s=(x.size(-2), x.size(-1)))


torch.manual_seed(2)
layer = SpectralConv2d(2, 2, 2, 3)
x = torch.randn(3, 2, 8, 8)
y = torch.randn(3, 2, 8, 8)
opt = torch.optim.AdamW(layer.parameters(), lr=0.02)
losses = []
for _ in range(4):
    opt.zero_grad()
    loss = nn.functional.mse_loss(layer(x), y)
    loss.backward()
    opt.step()
    losses.append(round(loss.item(), 6))
losses
R(layer.w2[1, 0])
