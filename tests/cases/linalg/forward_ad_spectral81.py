# Forward-mode AD through linalg eigh/eigvalsh, svd/svdvals (matrix_norm ord=2), pinv and
# lstsq (probe 81, C1): torch.func.jvp, jacfwd, hessian and gradcheck(check_forward_ad=True),
# as PyTorch's OpInfo tests and NTK/PCA-style code use them.
import torch
import torch.autograd.forward_ad as fwAD
from torch.func import jvp, jacfwd, jacrev, hessian

A = torch.tensor([[2.0, 1.0], [1.0, 3.0]])
V = torch.tensor([[1.0, 0.5], [0.5, -1.0]])
jvp(torch.linalg.eigvalsh, (A,), (V,))[1]
jvp(torch.linalg.svdvals, (A,), (V,))[1]
jvp(torch.linalg.pinv, (A,), (V,))[1]
jvp(lambda M: torch.linalg.lstsq(M, torch.ones(2, 1)).solution, (A,), (V,))[1]
jvp(lambda M: torch.linalg.matrix_norm(M, ord=2), (A,), (V,))[1]

S3 = torch.tensor([[4.0, 1.0, 0.5], [1.0, 3.0, 0.25], [0.5, 0.25, 1.0]], dtype=torch.double)
T3 = torch.tensor([[0.5, -1.0, 0.0], [-1.0, 2.0, 1.0], [0.0, 1.0, -0.5]], dtype=torch.double)
L, Q = jvp(torch.linalg.eigh, (S3,), (T3,))[1]
L, Q, L.stride(), Q.stride()
jvp(lambda M: torch.linalg.eigh(M, UPLO="U").eigenvalues, (S3,), (T3,))[1]

W = torch.tensor([[1.0, 2.0, 0.5], [-1.0, 0.5, 3.0]], dtype=torch.double)
dW = torch.tensor([[0.5, 0.0, -1.0], [1.0, 1.0, 0.25]], dtype=torch.double)
jvp(torch.linalg.svdvals, (W,), (dW,))[1]
jvp(lambda M: torch.linalg.svdvals(M.mT), (W,), (dW,))[1]
U, S, Vh = torch.linalg.svd(W, full_matrices=False)
dU, dS, dVh = jvp(lambda M: torch.linalg.svd(M, full_matrices=False), (W,), (dW,))[1]
dS, (dU @ torch.diag(S) @ Vh + U @ torch.diag(dS) @ Vh + U @ torch.diag(S) @ dVh)
dU.shape, dVh.shape, dU.stride(), dVh.stride()
(U.mT @ dU + dU.mT @ U).abs().max() < 1e-12, (Vh @ dVh.mT + dVh @ Vh.mT).abs().max() < 1e-12
dUf, dSf, dVhf = jvp(lambda M: torch.linalg.svd(M, full_matrices=True), (W.mT,), (dW.mT,))[1]
dUf.shape, dVhf.shape, dUf[:, 2:].abs().max() == 0
jvp(torch.linalg.pinv, (W,), (dW,))[1]
jvp(torch.linalg.pinv, (W.mT,), (dW.mT,))[1]
jvp(lambda M: torch.linalg.pinv(M, hermitian=True), (S3,), (T3,))[1]

# lstsq: the solution and the residuals of an overdetermined system
A3 = torch.tensor([[2.0, 1.0], [1.0, 3.0], [0.5, 0.0]], dtype=torch.double)
V3 = torch.tensor([[1.0, 0.5], [0.5, -1.0], [1.0, 1.0]], dtype=torch.double)
B3 = torch.tensor([[1.0], [2.0], [-1.0]], dtype=torch.double)
with fwAD.dual_level():
    r = torch.linalg.lstsq(fwAD.make_dual(A3, V3), B3, driver="gelsd")
    lstsq_tangents = [fwAD.unpack_dual(t).tangent for t in r]
lstsq_tangents
jvp(lambda b: torch.linalg.lstsq(A3, b).solution, (B3,), (torch.ones(3, 1, dtype=torch.double),))[1]
jvp(lambda M, b: torch.linalg.lstsq(M, b).solution, (A3, B3), (V3, B3 * 0.5))[1]

# Jacobians and Hessians
jacfwd(torch.linalg.eigvalsh)(S3)
jacfwd(torch.linalg.svdvals)(W)
torch.allclose(jacfwd(torch.linalg.pinv)(W), jacrev(torch.linalg.pinv)(W))
hessian(lambda M: torch.linalg.eigvalsh(M + M.mT)[-1])(S3)
hessian(lambda M: torch.linalg.svdvals(M).sum())(W)

# gradcheck with forward mode, as the OpInfo tests run it
Sg = S3.clone().requires_grad_()
Wg = W.clone().requires_grad_()
torch.autograd.gradcheck(lambda M: torch.linalg.eigvalsh(M + M.mT), (Sg,), check_forward_ad=True)
torch.autograd.gradcheck(lambda M: torch.linalg.svdvals(M), (Wg,), check_forward_ad=True)
torch.autograd.gradcheck(torch.linalg.pinv, (Wg,), check_forward_ad=True)
torch.autograd.gradcheck(lambda M: torch.linalg.lstsq(M, B3).solution, (A3.clone().requires_grad_(),), check_forward_ad=True)
torch.autograd.gradcheck(lambda M: (lambda u, s, vh: (u * s.unsqueeze(-2)) @ vh)(*torch.linalg.svd(M, full_matrices=False)), (Wg,), check_forward_ad=True)
torch.autograd.gradcheck(lambda M: (lambda l, q: q @ torch.diag_embed(l) @ q.mT)(*torch.linalg.eigh(M + M.mT)), (Sg,), check_forward_ad=True)
