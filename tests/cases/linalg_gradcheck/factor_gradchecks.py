# gradcheck and gradgradcheck of the factorizations whose backward reads only their results
# (inv, lu_factor, lu, qr), wide, tall and batched, as PyTorch's own linalg tests run them.
import torch

# Squared indices: sines of an arithmetic progression would make singular matrices.
base = (torch.arange(16, dtype=torch.float64) ** 2 * 0.37 + 0.3).sin().reshape(4, 4) * 2
wide = (torch.arange(24, dtype=torch.float64) ** 2 * 0.23).cos().reshape(2, 3, 4).requires_grad_()
torch.autograd.gradcheck(lambda x: torch.linalg.qr(x), (wide,))
torch.autograd.gradgradcheck(lambda x: torch.linalg.qr(x), (wide,))
tall = (torch.arange(15, dtype=torch.float64) ** 2 * 0.9 + 1).sin().reshape(5, 3).requires_grad_()
torch.autograd.gradcheck(lambda x: torch.linalg.qr(x), (tall,))
torch.autograd.gradgradcheck(lambda x: torch.linalg.qr(x), (tall,))
torch.autograd.gradcheck(lambda x: torch.linalg.qr(x, mode="complete"), (wide,))
torch.autograd.gradcheck(lambda x: torch.linalg.lu_factor(x).LU, (tall,))
torch.autograd.gradgradcheck(lambda x: torch.linalg.lu(x)[1:], (wide[0, :2],))
torch.autograd.gradgradcheck(torch.linalg.inv, (base.clone().requires_grad_(),))
