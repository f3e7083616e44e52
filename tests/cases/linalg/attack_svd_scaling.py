# Found by an attack on this stop's linalg ops (finding 01); failed before its fix.
import torch
M = torch.tensor([[1., 1.], [1., 2.]], dtype=torch.double) * 1e80
torch.linalg.svdvals(M)
torch.linalg.svd(M)[1]
torch.linalg.matrix_norm(M, 2)
torch.linalg.matrix_norm(M, 'nuc')
torch.linalg.cond(M)
torch.linalg.pinv(M)
torch.linalg.svdvals(M * 1e80)
torch.linalg.eigvalsh(M * 1e80)
torch.linalg.svdvals(M * 1e-240)
torch.linalg.cond(M * 1e-240)
