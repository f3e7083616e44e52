import torch

# Complex torch.linalg as PyTorch's docs and test_linalg.py use it: explicit matrices.
A = torch.tensor([[1 + 2j, 2 - 1j, 0.5j], [-1 + 0.5j, 3 + 1j, 1 - 1j], [0.25 - 1j, 1j, 2 - 0.5j]], dtype=torch.complex128)
B = torch.tensor([[1 - 1j, 2j], [0.5 + 0.5j, -1], [2, 1 + 3j]], dtype=torch.complex128)
H = A @ A.mH + torch.eye(3)
W = torch.tensor([[1 + 1j, 2, -1j, 0.5], [3j, 1 - 2j, 2 + 1j, -1], [0.5, -1 + 1j, 1, 2j]], dtype=torch.complex128)
T = W.mT.contiguous()

# Cholesky (unique)
L = torch.linalg.cholesky(H)
torch.view_as_real(L)
torch.dist(L @ L.mH, H)
torch.view_as_real(torch.linalg.cholesky(H, upper=True))
Lx, info = torch.linalg.cholesky_ex(H)
info
torch.linalg.cholesky_ex(A).info
torch.view_as_real(torch.cholesky_solve(B, L))
torch.dist(H @ torch.cholesky_solve(B, L), B)
torch.view_as_real(torch.cholesky_inverse(L))

# eigh / eigvalsh (phases as LAPACK's zheevd)
ev, Q = torch.linalg.eigh(H)
ev
torch.view_as_real(Q)
torch.dist(Q @ torch.diag(ev.cdouble()) @ Q.mH, H)
torch.linalg.eigvalsh(H)
torch.view_as_real(torch.linalg.eigh(H.to(torch.complex64)).eigenvectors)

# eig / eigvals of a complex matrix (zgeev)
lam, V = torch.linalg.eig(A)
torch.view_as_real(lam)
torch.view_as_real(V)
torch.dist(A @ V, V * lam)
torch.view_as_real(torch.linalg.eigvals(A.to(torch.complex64)))

# svd / svdvals (zgesdd), tall, wide and square
U, S, Vh = torch.linalg.svd(W)
(U.shape, S.shape, Vh.shape, U.stride(), Vh.stride())
S
torch.view_as_real(U)
torch.view_as_real(Vh)
U, S, Vh = torch.linalg.svd(T, full_matrices=False)
torch.view_as_real(U)
torch.view_as_real(Vh)
torch.dist(U @ torch.diag(S.cdouble()) @ Vh, T)
torch.linalg.svdvals(A)
torch.view_as_real(torch.linalg.svd(A).U)

# qr, geqrf, householder_product
Qr, R = torch.linalg.qr(T)
torch.view_as_real(Qr)
torch.view_as_real(R)
torch.view_as_real(torch.linalg.qr(T, mode="complete").Q)
torch.linalg.qr(T, mode="r").Q.shape
h, tau = torch.geqrf(T)
torch.view_as_real(tau)
torch.view_as_real(torch.linalg.householder_product(h, tau))

# LU family, triangular solves, slogdet
LU, piv = torch.linalg.lu_factor(A)
torch.view_as_real(LU)
piv
torch.view_as_real(torch.linalg.lu_solve(LU, piv, B))
torch.view_as_real(torch.linalg.lu_solve(LU, piv, B, adjoint=True))
P, Lo, Up = torch.linalg.lu(A)
torch.view_as_real(P)
torch.view_as_real(Lo)
torch.dist(P @ Lo @ Up, A)
Ut = torch.tensor([[2 + 1j, 1j, -1], [0, 1 - 1j, 0.5], [0, 0, 3j]], dtype=torch.complex128)
torch.view_as_real(torch.linalg.solve_triangular(Ut, B, upper=True))
torch.view_as_real(torch.linalg.solve_triangular(Ut, B.mT, upper=True, left=False))
torch.view_as_real(torch.linalg.solve_triangular(Ut.mT, B, upper=False, unitriangular=True))
sgn, logabs = torch.linalg.slogdet(A)
torch.view_as_real(sgn)
logabs

# composites: pinv, matrix_rank, cond, norms, matrix_exp, matrix_power, lstsq
torch.view_as_real(torch.linalg.pinv(W))
torch.view_as_real(torch.linalg.pinv(H, hermitian=True))
torch.linalg.matrix_rank(W)
torch.linalg.matrix_rank(H, hermitian=True)
torch.linalg.matrix_rank(W, atol=3.0, rtol=0.0)
torch.linalg.cond(A)
torch.linalg.cond(A, "fro")
torch.linalg.cond(A, 1)
torch.linalg.matrix_norm(A)
torch.linalg.matrix_norm(A, 2)
torch.linalg.matrix_norm(A, "nuc")
torch.linalg.matrix_norm(A, -1)
torch.linalg.norm(A, 2)
torch.view_as_real(torch.linalg.matrix_exp(A))
torch.view_as_real(torch.linalg.matrix_power(A, 3))
torch.view_as_real(torch.linalg.matrix_power(A, -2))
torch.view_as_real(torch.linalg.lstsq(T, torch.ones(4, 2, dtype=torch.complex128)).solution)
torch.view_as_real(torch.linalg.multi_dot([A, B, B.mH]))
torch.view_as_real(torch.linalg.vecdot(A, A))
torch.view_as_real(torch.linalg.cross(A, A.conj()))
torch.view_as_real(torch.trace(A).reshape(1))
torch.view_as_real(torch.kron(A[:2, :2], B[:2]))
torch.view_as_real(torch.linalg.tensorsolve(A, B[:, 0]))

# the functions every dtype has: ldl_factor, matrix_sqrth, polar
S3 = torch.tensor([[4.0, 1.0, 2.0], [1.0, -3.0, 0.5], [2.0, 0.5, 1.0]])
LD, pivots = torch.linalg.ldl_factor(S3)
LD
pivots
S4 = torch.tensor([[4.0, 1.0, 2.0], [1.0, -3.0, 0.5], [2.0, 0.5, 3.0]], dtype=torch.float64)
torch.linalg.ldl_factor(S4)
torch.linalg.ldl_factor(torch.tensor([[0.5, 3.0, 1.0], [3.0, 0.25, -1.0], [1.0, -1.0, 2.0]]))
torch.linalg.ldl_factor_ex(torch.tensor([[0.0, 1.0], [1.0, 0.0]]))
torch.view_as_real(torch.linalg.ldl_factor(H, hermitian=True).LD)
torch.linalg.matrix_sqrth(torch.tensor([[2.0, 0.0], [0.0, 9.0]]))
X = torch.linalg.matrix_sqrth(H)
torch.dist(X @ X, H)
Up, Hp = torch.linalg.polar(T)
torch.dist(Up @ Hp, T)
torch.dist(Up.mH @ Up, torch.eye(3, dtype=torch.complex128))
torch.linalg.polar(T.real).U
