# Found by an attack on this stop's linalg ops (finding 03); failed before its fix.
import torch
LU, piv = torch.linalg.lu_factor(torch.eye(3) + 1)
torch.linalg.lu_solve(LU, torch.tensor([0, 2, 3], dtype=torch.int32), torch.arange(3.).unsqueeze(1))
torch.linalg.lu_solve(LU, piv[:2], torch.arange(3.).unsqueeze(1))
torch.linalg.lu_solve(LU.expand(2, 3, 3), piv, torch.ones(3, 1))
torch.linalg.lu_solve(LU, piv.long(), torch.ones(3, 1))
torch.lu_unpack(LU, torch.tensor([0, 2, 3], dtype=torch.int32))
torch.lu_unpack(LU, piv[:2])
torch.lu_unpack(LU, piv.long())
