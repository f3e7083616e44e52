# What ATen's LU nodes keep beside their results (the pivots, P): changing them in place
# stops backward; and the 16-bit floats LAPACK has no kernels for are refused by name.
import torch
a = torch.tensor([[1.0, 2.0], [3.0, 4.0]], dtype=torch.float64, requires_grad=True)
LU, piv = torch.linalg.lu_factor(a)
piv.fill_(1)
try:
    LU.sum().backward()
    r = "no error"
except RuntimeError as e:
    r = str(e)
r
b = torch.tensor([[1.0, 2.0], [3.0, 4.0]], dtype=torch.float64, requires_grad=True)
P, L, U = torch.linalg.lu(b)
P.mul_(1)
try:
    L.sum().backward()
    r2 = "no error"
except RuntimeError as e:
    r2 = str(e)
r2
def att(f):
    try:
        r = f()
        return "ok" if r is None else r
    except Exception as e:
        return type(e).__name__ + ": " + str(e)
A = torch.tensor([[2.0, 1.0], [1.0, 3.0]])
att(lambda: torch.linalg.cholesky(A.half()))
att(lambda: torch.linalg.cholesky(A.bfloat16()))
att(lambda: torch.linalg.inv(A.half()))
att(lambda: torch.linalg.lu_factor(A.half()))
att(lambda: torch.linalg.qr(A.half()))
att(lambda: torch.linalg.cholesky_ex(A.half()))
att(lambda: torch.linalg.inv_ex(A.bfloat16()))
att(lambda: torch.linalg.lu(A.half()))
