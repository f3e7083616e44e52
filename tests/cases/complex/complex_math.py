# Complex functions as signal-processing lessons use them: a DFT by hand, roots, powers.
import math
N = 8
n = torch.arange(N, dtype=torch.float32)
k = n.view(-1, 1)
W = torch.exp(-2j * math.pi * k * n / N)
W.dtype
W.shape
torch.view_as_real(W[1])
x = torch.cos(2 * math.pi * 2 * n / N)
X = W @ x.to(torch.cfloat)
X.abs()
torch.view_as_real(X).abs().max() < 5
Winv = torch.exp(2j * math.pi * k * n / N) / N
torch.allclose(Winv @ X, x.to(torch.cfloat), atol=1e-5)
torch.isclose(Winv @ X, x.to(torch.cfloat), atol=1e-5)
z = torch.tensor([1 + 1j, -4 + 0j, 3 - 4j, -2j, 0j])
str(z.sqrt())
str(torch.sqrt(z))
str(z ** 2)
str(z.pow(3))
str(z[:4] ** -1)
str(z[:4].reciprocal())
str(z.square())
str(z[:4] ** 0.5)
str(z[:4] ** (1 + 1j))
str(torch.exp(z))
str(torch.log(z[:4]))
str(z.sgn())
z.norm()
torch.tensor([1 + 1j, float('nan') + 0j, complex(0, float('inf'))]).isnan()
torch.tensor([1 + 1j, float('nan') + 0j, complex(0, float('inf'))]).isinf()
torch.tensor([1 + 1j, float('nan') + 0j, complex(0, float('inf'))]).isfinite()
str(z.cumsum(0))
str(torch.where(z.abs() > 2, z, torch.zeros_like(z)))
str(torch.where(z.real > 0, z, 0))
str(z.masked_fill(z.imag < 0, 1j))
str(torch.dot(z[:2], z[2:4]))
str(torch.vdot(z[:2], z[2:4]))
a = torch.tensor([[1 + 1j, 2], [0, 1j]])
str(torch.mm(a, a))
str(torch.bmm(a.unsqueeze(0), a.unsqueeze(0)))
(torch.tensor([1.0]) + torch.tensor(2j, dtype=torch.cdouble)).dtype
(torch.tensor([1.0], dtype=torch.float64) + torch.tensor(2j)).dtype
(torch.tensor(1.0, dtype=torch.float64) + torch.tensor([2j])).dtype
(torch.tensor([1], dtype=torch.int32) + torch.tensor(2j, dtype=torch.cdouble)).dtype
torch.promote_types(torch.cfloat, torch.float64)
torch.result_type(torch.tensor([1j]), 1.0)
torch.finfo(torch.cfloat).eps
float(torch.tensor(2 + 0j))
int(torch.tensor(-2.5 + 0j))
float(torch.tensor(2 + 3j))
torch.full((2,), 2j, dtype=torch.float32)
torch.full((2,), 2 + 0j, dtype=torch.float32)
torch.tensor(2j, dtype=torch.int64)
torch.tensor(1j)[0]
torch.cat([torch.tensor([1j]), torch.tensor([[2j]])])
torch.stack([torch.tensor([1j]), torch.tensor([2j, 3])])
torch.tensor([1j]) @ torch.tensor([1j], dtype=torch.cdouble)
torch.tensor([1j]).itemsize
f"{torch.tensor(1 + 2j)}"
f"{1.5 - 0.25j:.2f}"
"{:>12}".format(1 - 1j)
"{:e}".format(1 + 1j)
format(1j, "d")
repr(complex("1_000+2j"))
{1: 'a', 1 + 0j: 'b'}
2 ** 53 + 1 == complex(2 ** 53 + 1)
