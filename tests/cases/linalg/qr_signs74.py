# LAPACK's Householder QR (geqrf + orgqr): where a column needs no reflection (tau = 0),
# orgqr still writes -tau * v below the diagonal, so Q holds -0. entries there.
import torch
str(torch.linalg.qr(torch.eye(2)).Q.cpu())
torch.linalg.qr(torch.eye(2)).Q.signbit()
torch.linalg.qr(torch.eye(3)).Q.signbit()
torch.linalg.qr(torch.tensor([[2.0, 0.0], [0.0, 3.0]])).Q.signbit()
torch.linalg.qr(torch.tensor([[-1.0, 0.0], [0.0, 1.0]])).Q.signbit()
torch.linalg.qr(torch.tensor([[1.0, 2.0], [0.0, 3.0], [0.0, 0.0]])).Q.signbit()
torch.linalg.qr(torch.tensor([[1.0, 2.0], [0.0, 3.0], [0.0, 0.0]]), mode="complete").Q.signbit()
torch.linalg.qr(torch.tensor([[3.0, 1.0], [4.0, 0.0], [0.0, 2.0]], dtype=torch.float64)).Q.signbit()
torch.linalg.qr(torch.tensor([[3.0, 1.0], [4.0, 0.0], [0.0, 2.0]], dtype=torch.float64))
torch.linalg.qr(torch.eye(2).expand(2, 2, 2)).Q.signbit()
str(torch.linalg.qr(torch.diag(torch.tensor([1.0, -2.0, 3.0]))).Q.cpu())
