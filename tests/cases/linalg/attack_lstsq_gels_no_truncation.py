# Found by an attack on this stop's linalg ops (finding 07); failed before its fix.
import torch
A = torch.tensor([[1., 0.], [0., 1e-6], [0., 0.]], dtype=torch.double)
b = torch.ones(3, 1, dtype=torch.double)
torch.linalg.lstsq(A, b, driver='gels', rcond=1e-5).solution
torch.linalg.lstsq(A, b, driver='gels', rcond=0.5).solution
torch.linalg.lstsq(A[:2], b[:2], driver='gels', rcond=1e-5).solution
torch.linalg.lstsq(A, b, driver='gelsd', rcond=1e-5).solution
