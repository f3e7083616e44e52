# Gradients through torch.fft and complex einsum, as spectral layers (FNO) and spectral
# losses use them; every gradient is checked against PyTorch's.
import torch
import torch.nn as nn

torch.manual_seed(0)
x = torch.randn(2, 8, requires_grad=True)
spec = torch.fft.rfft(x)
spec.grad_fn
(spec.abs() ** 2).sum().backward()
x.grad
x.grad = None
torch.fft.rfft(x, norm="ortho").real.sum().backward()
x.grad
x.grad = None
torch.fft.rfft(x, n=12).imag.sum().backward()
x.grad
x.grad = None
torch.fft.rfft(x, n=5, norm="forward").abs().sum().backward()
x.grad
x.grad = None
y = torch.fft.irfft(torch.fft.rfft(x), n=8)
y.grad_fn
(y * torch.arange(8.0)).sum().backward()
x.grad
x.grad = None
f = torch.fft.fft(x)
f.grad_fn
torch.view_as_real(f).pow(2).sum().backward()
x.grad

c = torch.randn(3, 6, dtype=torch.cfloat, requires_grad=True)
torch.fft.fft(c).grad_fn, torch.fft.ifft(c).grad_fn, torch.fft.irfft(c).grad_fn
(torch.fft.fft(c, norm="ortho") * torch.arange(6)).real.sum().backward()
torch.view_as_real(c.grad)
c.grad = None
torch.fft.ifft(c, n=4).abs().sum().backward()
torch.view_as_real(c.grad)
c.grad = None
(torch.fft.irfft(c, n=9) ** 2).sum().backward()
torch.view_as_real(c.grad)
c.grad = None
(torch.fft.irfft(c, n=10, norm="forward") * torch.linspace(-1, 1, 10)).sum().backward()
torch.view_as_real(c.grad)
c.grad = None
torch.fft.irfft(c.conj(), n=6).sum().backward()
torch.view_as_real(c.grad.resolve_conj())

# A complex einsum, its node and its gradients.
a = torch.randn(2, 3, 4, dtype=torch.cfloat, requires_grad=True)
w = torch.randn(3, 5, 4, dtype=torch.cfloat, requires_grad=True)
o = torch.einsum("bix,iox->box", a, w)
o.shape, o.stride()
(o.abs() ** 2).mean().backward()
torch.view_as_real(a.grad).sum(-1)
torch.view_as_real(w.grad).sum(-1)
torch.einsum("i,i->", torch.tensor([1 + 1j, 2 - 1j]), torch.tensor([3j, 1 + 0j])).real
torch.einsum("i,j->ij", torch.tensor([1 + 1j]), torch.tensor([1.0])).real
torch.view_as_real(torch.einsum("ij,jk->ik", torch.tensor([[1 + 1j, 2j]]), torch.tensor([[1 - 1j], [3 + 0j]])))

# A spectral convolution layer as FNO writes it, trained for a few steps.
class SpectralConv1d(nn.Module):
    def __init__(self, cin, cout, modes):
        super().__init__()
        self.modes = modes
        self.cout = cout
        scale = 1 / (cin * cout)
        self.weights = nn.Parameter(scale * torch.rand(cin, cout, modes, dtype=torch.cfloat))

    def forward(self, x):
        x_ft = torch.fft.rfft(x)
        out_ft = torch.zeros(x.shape[0], self.cout, x.size(-1) // 2 + 1, dtype=torch.cfloat)
        out_ft[:, :, : self.modes] = torch.einsum("bix,iox->box", x_ft[:, :, : self.modes], self.weights)
        return torch.fft.irfft(out_ft, n=x.size(-1))


torch.manual_seed(3)
layer = SpectralConv1d(2, 3, 4)
type(layer.weights).__name__
isinstance(layer.weights, nn.Parameter)
[n for n, _ in layer.named_parameters()]
layer.weights.dtype, layer.weights.shape
str(layer.weights).startswith("Parameter containing:")
xin = torch.randn(4, 2, 16)
target = torch.randn(4, 3, 16)
opt = torch.optim.Adam(layer.parameters(), lr=0.05)
losses = []
for _ in range(4):
    opt.zero_grad()
    loss = ((layer(xin) - target) ** 2).mean()
    loss.backward()
    opt.step()
    losses.append(round(loss.item(), 6))
losses
torch.view_as_real(layer.weights.detach())[0, 0]
layer.weights.grad.dtype
sgd_layer = SpectralConv1d(2, 3, 4)
opt2 = torch.optim.SGD(sgd_layer.parameters(), lr=0.1, momentum=0.9, weight_decay=0.01)
for _ in range(3):
    opt2.zero_grad()
    ((sgd_layer(xin) - target) ** 2).mean().backward()
    opt2.step()
torch.view_as_real(sgd_layer.weights.detach())[1, 2]
