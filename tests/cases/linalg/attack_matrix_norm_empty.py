# Found by an attack on this stop's linalg ops (finding 08); failed before its fix.
import torch
Z = torch.zeros(0, 3)
torch.linalg.matrix_norm(Z, 2)
torch.linalg.matrix_norm(Z, 'nuc')
torch.linalg.matrix_norm(Z, -2)
torch.linalg.norm(Z, 2)
torch.linalg.matrix_norm(torch.zeros(2, 3, 0), 2)
torch.linalg.svdvals(Z).max()
