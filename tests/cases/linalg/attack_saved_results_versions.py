# Found by an attack on this stop's linalg ops (finding 05); failed before its fix.
import torch
A = torch.arange(12.).pow(2).reshape(4,3).sin().double().requires_grad_()
x = torch.linalg.lstsq(A, torch.ones(4, 1, dtype=torch.double)).solution
x.mul_(2)
x.sum().backward()
C = torch.tensor([[4., 1., 2.], [1., 5., 3.], [2., 3., 6.]], dtype=torch.double, requires_grad=True)
LU, piv = torch.linalg.lu_factor(C)
LU.mul_(2)
LU.sum().backward()
y = torch.linalg.solve_triangular(C, torch.ones(3, 1, dtype=torch.double), upper=True)
y.mul_(2)
y.sum().backward()
z = torch.linalg.lu_solve(*torch.linalg.lu_factor(C), torch.ones(3, 1, dtype=torch.double))
z.mul_(2)
z.sum().backward()
P, L, U = torch.linalg.lu(C)
U.mul_(2)
U.sum().backward()
w, V = torch.linalg.eigh(C)
_ = V.detach().mul_(2)
V.sum().backward()
C.grad
