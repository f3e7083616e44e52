# Found by an attack on this stop's linalg ops (finding 10); failed before its fix.
import torch
C = torch.tensor([[2., 1.], [5., 3.]], dtype=torch.double)
torch.linalg.eigvalsh(C, UPLO='l')
torch.linalg.eigvalsh(C, UPLO='u')
torch.linalg.eigh(C, UPLO='u')[0]
torch.linalg.eigvalsh(C, UPLO='x')
