# torch.linalg.eig / eigvals of real matrices, as test_linalg and the tutorials use them:
# complex64/complex128 results (compared through view_as_real, .real/.imag and abs),
# LAPACK's eigenvalue order where it is determined (triangular, diagonal, small matrices),
# unit-norm eigenvectors with their largest component real, A @ V == V * L, batches, empty
# matrices, the named tuple, and ATen's messages for bad inputs.
import torch

A = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
res = torch.linalg.eig(A)
type(res).__name__
res._fields if hasattr(res, "_fields") else None
L, V = res
str(L.dtype), str(V.dtype), L.shape, V.shape
L.stride(), V.stride(), V.is_contiguous()
torch.view_as_real(L)
torch.view_as_real(V.contiguous())
res.eigenvalues.real
res.eigenvectors.imag
(A.to(torch.complex64) @ V - V * L).abs().max() < 1e-5
V.abs().pow(2).sum(0)

# A rotation: a conjugate pair, positive imaginary part first; each vector's largest
# component is real.
R = torch.tensor([[0.0, -1.0], [1.0, 0.0]], dtype=torch.float64)
LR, VR = torch.linalg.eig(R)
str(LR.dtype)
torch.view_as_real(LR)
torch.view_as_real(VR.contiguous())
VR.abs().pow(2).sum(0)
torch.linalg.eigvals(R).imag

# Triangular and diagonal matrices: the eigenvalues are the diagonal, in its order.
U = torch.tensor([[1.0, 2.0, 3.0], [0.0, 4.0, 5.0], [0.0, 0.0, 6.0]])
torch.linalg.eigvals(U).real
torch.view_as_real(torch.linalg.eig(U).eigenvectors.contiguous())
Lo = torch.tensor([[2.0, 0.0, 0.0], [1.0, -3.0, 0.0], [4.0, 5.0, 0.5]], dtype=torch.float64)
torch.linalg.eigvals(Lo).real
torch.linalg.eig(Lo).eigenvectors.real
D = torch.diag(torch.tensor([3.0, -1.0, 2.0, 0.5]))
torch.linalg.eig(D).eigenvalues.real
torch.linalg.eig(D).eigenvectors.real

# A companion matrix: the roots of x^3 - 6x^2 + 11x - 6 = (x-1)(x-2)(x-3).
Cm = torch.tensor([[0.0, 0.0, 6.0], [1.0, 0.0, -11.0], [0.0, 1.0, 6.0]], dtype=torch.float64)
torch.linalg.eigvals(Cm).real.sort().values
torch.linalg.eigvals(Cm).imag.abs().max() < 1e-8
# x^3 - x^2 + 2 = (x + 1)(x^2 - 2x + 2): one real root and a conjugate pair.
C3 = torch.tensor([[0.0, 0.0, -2.0], [1.0, 0.0, 0.0], [0.0, 1.0, 1.0]])
torch.view_as_real(torch.linalg.eigvals(C3))
torch.view_as_real(torch.linalg.eig(C3).eigenvectors.contiguous())

# Small general matrices, float32 and float64.
M = torch.tensor([[4.0, -2.0, 1.0], [3.0, 6.0, -4.0], [2.0, 1.0, 8.0]])
LM, VM = torch.linalg.eig(M)
torch.view_as_real(LM)
torch.view_as_real(VM.contiguous())
(M.to(torch.complex64) @ VM - VM * LM).abs().max() < 1e-4
M64 = torch.tensor([[0.5, 1.5, -2.0, 1.0], [1.0, -1.0, 0.5, 2.0], [-0.5, 2.0, 1.0, 0.0], [3.0, 0.0, -1.0, 2.5]], dtype=torch.float64)
LM64, VM64 = torch.linalg.eig(M64)
torch.view_as_real(LM64)
torch.view_as_real(VM64.contiguous())
(M64.to(torch.complex128) @ VM64 - VM64 * LM64).abs().max() < 1e-12

# Symmetric: real eigenvalues, the same as eigh's once sorted.
S = torch.tensor([[2.0, 1.0, 0.0], [1.0, 3.0, 1.0], [0.0, 1.0, 4.0]], dtype=torch.float64)
torch.linalg.eigvals(S).real.sort().values - torch.linalg.eigvalsh(S)
torch.linalg.eigvals(S).imag

# Batches (each matrix its own decomposition) and empty matrices.
B = torch.stack([A, 2 * A.T, torch.eye(2), R.float()])
LB, VB = torch.linalg.eig(B)
LB.shape, VB.shape, LB.stride(), VB.stride()
torch.view_as_real(LB)
torch.view_as_real(VB.contiguous())
torch.linalg.eigvals(B.reshape(2, 2, 2, 2).double()).shape
E = torch.linalg.eig(torch.zeros(0, 0))
E.eigenvalues.shape, E.eigenvectors.shape, str(E.eigenvalues.dtype)
torch.linalg.eigvals(torch.zeros(3, 0, 0, dtype=torch.float64)).shape
torch.view_as_real(torch.linalg.eigvals(torch.tensor([[7.0]])))

# Without autograd, a leaf that requires grad may be decomposed.
w = torch.tensor([[1.0, 2.0], [0.5, -1.0]], requires_grad=True)
with torch.no_grad():
    lw = torch.linalg.eigvals(w)
lw.requires_grad
torch.view_as_real(torch.linalg.eigvals(w.detach()))

# ATen's checks, in its order.
torch.linalg.eig(torch.ones(2, 3))
torch.linalg.eigvals(torch.ones(2, 3))
torch.linalg.eig(torch.ones(3))
torch.linalg.eigvals(torch.tensor(2.0))
torch.linalg.eig(torch.ones(2, 2, dtype=torch.int64))
torch.linalg.eigvals(torch.ones(3, dtype=torch.int32))
torch.linalg.eig(torch.ones(2, 2, dtype=torch.bool))
torch.linalg.eig(torch.ones(2, 2, dtype=torch.bfloat16))
torch.linalg.eig(torch.tensor([[float("nan"), 1.0], [1.0, 1.0]]))
torch.linalg.eig(torch.tensor([[1.0, float("inf")], [0.0, 1.0]]))

# The parser's messages.
torch.linalg.eig()
torch.linalg.eigvals(A=torch.ones(2, 2))
torch.linalg.eig(torch.ones(2, 2), torch.ones(2))
torch.linalg.eig([[1.0, 2.0], [3.0, 4.0]])
torch.linalg.eigvals(None)
