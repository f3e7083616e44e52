# Complex autograd attacked: empty and 0-d tensors, a zero divisor, bad keywords.
import torch
def R(v):
    if isinstance(v, tuple):
        return tuple(R(x) for x in v)
    if isinstance(v, torch.Tensor) and v.is_complex():
        return torch.view_as_real(v.resolve_conj().detach())
    return v
e = torch.zeros(0, dtype=torch.cfloat, requires_grad=True)
R((e * 2).sum())
(e * 2).sum().abs().backward()
R(e.grad)
s = torch.tensor(1 + 2j, requires_grad=True)
R(s / (s - s))
(s.abs() ** 2).backward()
R(s.grad)
R(torch.fft.rfft(torch.zeros(0, requires_grad=True)))
R(torch.fft.fft(s))
R(torch.einsum("i,i->", e, e))
R(s.backward(torch.tensor(1.0 + 0j), bogus=1))
R(torch.randn(2, dtype=torch.cfloat, requires_grad=True).var(correction=5))
R(torch.zeros(3, dtype=torch.cfloat, requires_grad=1))
R(torch.view_as_complex(torch.zeros(2, 3, requires_grad=True)))
R(torch.polar(torch.ones(2, dtype=torch.int64), torch.ones(2)))
