# Complex tensors under CPU autocast: PyTorch casts floating tensors only, so complex products
# stay complex64 (their real parts here must not be cast either).
import torch, torch.nn as nn
torch.manual_seed(0)
z = torch.randn(3, 3, dtype=torch.cfloat)
w = torch.randn(3, 3, dtype=torch.cfloat)
with torch.autocast("cpu"):
    a = z @ w
    b = torch.mm(z, w)
    c = torch.einsum("ij,jk->ik", z, w)
    f = torch.fft.fft(torch.randn(4))
    l = nn.Linear(3, 2, dtype=torch.cfloat)(z)
    m = z @ w.real.to(torch.cfloat)
    r = torch.view_as_real(z) @ torch.randn(2, 2)
a.dtype, b.dtype, c.dtype, f.dtype, l.dtype, m.dtype, r.dtype
torch.view_as_real(a)
torch.view_as_real(l)
