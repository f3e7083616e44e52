# LU's gradient is ATen's formula on the factors: finite at a tiny but well-conditioned
# pivot (the composition's 1/pivot overflowed to NaN) and PyTorch's NaN at a singular matrix.
import torch
a = torch.tensor([[1e-30, 1.0], [2e-30, 1.0]], requires_grad=True)
LU, piv = torch.linalg.lu_factor(a)
LU
LU.sum().backward()
a.grad
b = torch.tensor([[1e-200, 1.0], [2e-200, 1.0]], dtype=torch.float64, requires_grad=True)
torch.linalg.lu(b).L.sum().backward()
b.grad
c = torch.tensor([[3e-20, 1.0], [2e-20, 1.0]], requires_grad=True)
torch.linalg.lu_factor(c).LU.sum().backward()
c.grad
sing = torch.tensor([[1.0, 2.0, 3.0], [2.0, 4.0, 6.0], [1.0, 0.0, 1.0]], dtype=torch.float64, requires_grad=True)
torch.linalg.lu_factor_ex(sing).LU.sum().backward()
sing.grad
z = torch.zeros(2, 2, dtype=torch.float64, requires_grad=True)
P, L, U = torch.linalg.lu(z)
(L.sum() + U.sum()).backward()
z.grad
rd = torch.tensor([[1.0, 2.0], [2.0, 4.0], [3.0, 6.0]], dtype=torch.float64, requires_grad=True)
P, L, U = torch.linalg.lu(rd)
(L.sum() + U.sum()).backward()
rd.grad
