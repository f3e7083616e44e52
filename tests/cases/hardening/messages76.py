# Error texts a hostile pass found (stop 75's note): cdist's batch mismatch on the
# matrix-product path, and the count errors of the Tensor methods PyTorch writes in Python.
import torch
x = torch.randn(3, 3)
a = torch.randn(2, 30, 3)
b = torch.randn(3, 30, 3)
torch.cdist(a, b)
torch.cdist(torch.randn(4, 2, 30, 3), b)
torch.cdist(torch.randn(2, 5, 3), torch.randn(3, 4, 3))
x.qr(True, 1)
x.cholesky(False, 1)
x.symeig(1, 2, 3)
x.eig(True, 1)
x.solve(x, x)
x.lstsq(x, 1)
x.lu(True, False, 1)
x.is_same_size(x, x)
x.dim_order(1)
x.split(1, 0, 2)
