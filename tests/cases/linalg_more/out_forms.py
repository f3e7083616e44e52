import torch
# out= for the LAPACK-backed forms: the result's layout and dtype rules.
L = torch.linalg
A = torch.tensor([[4., 2.], [2., 3.]], dtype=torch.float64)
C = L.cholesky(A)
B = torch.tensor([[1.], [2.]], dtype=torch.float64)
o = (torch.empty(0, dtype=torch.float64), torch.empty(0, dtype=torch.int32))
r = L.cholesky_ex(A, out=o)
r[0] is o[0], o[0], o[0].stride(), o[1]
o = (torch.empty(0, dtype=torch.float64), torch.empty(0, dtype=torch.int32))
r = L.inv_ex(A, out=o)
o
o = (torch.empty(0, dtype=torch.float64), torch.empty(0, dtype=torch.int32))
r = L.solve_ex(A, B, out=o)
o, o[0].stride()
o = (torch.empty(0, dtype=torch.float64), torch.empty(0, dtype=torch.float64))
r = torch.triangular_solve(B, C, upper=False, out=o)
o, o[0].stride(), o[1].stride()
try:
    L.cholesky_ex(A, out=(torch.empty(0), torch.empty(0, dtype=torch.int32)))
except RuntimeError as e:
    err = str(e)
err
try:
    L.inv_ex(A, out=(torch.empty(0, dtype=torch.float64), torch.empty(0, dtype=torch.float64)))
except RuntimeError as e:
    err = str(e)
err
try:
    torch.triangular_solve(B, C, out=(torch.empty(0), torch.empty(0, dtype=torch.float64)))
except RuntimeError as e:
    err = str(e)
err
