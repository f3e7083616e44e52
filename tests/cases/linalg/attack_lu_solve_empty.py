# Found by an attack on this stop's linalg ops (finding 09); failed before its fix.
import torch
LU, piv = torch.linalg.lu_factor(torch.zeros(0, 0))
torch.linalg.lu_solve(LU, piv, torch.zeros(0, 2))
torch.linalg.lu_solve(LU, piv, torch.zeros(0, 2), adjoint=True)
torch.linalg.lu_solve(LU, piv, torch.zeros(2, 0), left=False)
