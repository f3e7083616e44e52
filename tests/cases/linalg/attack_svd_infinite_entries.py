# Found by an attack on this stop's linalg ops (finding 14); failed before its fix.
import torch
inf = float('inf')
F = torch.tensor([[1., 2.], [3., inf]], dtype=torch.double)
torch.linalg.svdvals(F)
torch.linalg.pinv(F)
torch.linalg.eigvalsh(F)
torch.linalg.matrix_norm(F, 2)
torch.linalg.cond(F)
torch.linalg.svdvals(torch.full((2, 2), inf))
torch.linalg.eigvalsh(torch.tensor([[1., float('nan')], [2., 3.]]))
