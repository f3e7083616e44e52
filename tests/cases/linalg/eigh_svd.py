import torch
L = torch.linalg
# A symmetric positive definite matrix, as a covariance is.
X = torch.arange(20.).pow(2).reshape(5, 4).sin()
C = X.T @ X / 4
w, V = L.eigh(C)
w
type(L.eigh(C)).__name__
V.shape, V.stride(), V.dtype
# Eigenvectors are defined up to sign: everything built from them is not.
V.abs()
V @ torch.diag(w) @ V.T
V.T @ V
(V * w) @ V.T - C
L.eigh(C, UPLO='U').eigenvalues
L.eigh(C.double())[0]
# Only one triangle is read.
T = torch.tensor([[2., 100.], [1., 3.]])
L.eigh(T).eigenvalues
L.eigh(T, UPLO='U').eigenvalues
L.eigh(T).eigenvectors.abs()
L.eigh(torch.eye(3))
L.eigh(torch.stack([C, 2 * C])).eigenvalues
L.eigh(torch.stack([C, 2 * C])).eigenvectors.stride()
L.eigh(torch.zeros(0, 0))
L.eigh(torch.zeros(2, 0, 0)).eigenvectors.shape
L.eigh(torch.tensor([[1., float('nan')], [3., 4.]]), UPLO='U')
L.eigvalsh(C)
# SVD: the reduced and the full factors.
M = torch.arange(15.).pow(2).reshape(5, 3).cos()
U, S, Vh = L.svd(M, full_matrices=False)
S
U.shape, U.stride(), S.stride(), Vh.shape, Vh.stride()
U @ torch.diag(S) @ Vh
(U * S) @ Vh - M
U.abs()
Vh.abs()
U.T @ U
Uf, Sf, Vhf = L.svd(M)
Uf.shape, Uf.stride(), Vhf.shape
Uf.T @ Uf
Uf[:, :3].abs()
type(L.svd(M)).__name__
L.svd(M).S
W = M.T
Uw, Sw, Vhw = L.svd(W, full_matrices=False)
Uw.shape, Vhw.shape, Vhw.stride()
(Uw * Sw) @ Vhw
Vhw @ Vhw.T
L.svd(W).Vh.shape
L.svd(W).Vh.stride()
L.svd(torch.stack([M, -M, 2 * M]), full_matrices=False).S
L.svd(torch.stack([M, -M])).U.stride()
# A rank-one matrix: the second singular value is zero.
R = torch.outer(torch.tensor([1., 2., 3.]), torch.tensor([1., -1.]))
L.svd(R).S
Ur, Sr, Vhr = L.svd(R)
Ur.T @ Ur
(Ur[:, :2] * Sr) @ Vhr
L.svd(torch.zeros(0, 3))
L.svd(torch.zeros(2, 0, 3), full_matrices=False).Vh.shape
L.svd(torch.zeros(3, 3)).S
# torch.svd: V, not Vh, and some= instead of full_matrices=.
u, s, v = torch.svd(M)
type(torch.svd(M)).__name__
u.shape, v.shape, v.stride()
u @ torch.diag(s) @ v.T
torch.svd(M, some=False).U.shape
torch.svd(M, compute_uv=False)
M.svd().S
# A low-rank approximation, as the SVD tutorials build one.
img = torch.outer(torch.linspace(0, 1, 6), torch.linspace(1, 2, 5)) + 0.01 * torch.arange(30.).pow(2).reshape(6, 5).sin()
U, S, Vh = torch.linalg.svd(img, full_matrices=False)
rank1 = S[0] * torch.outer(U[:, 0], Vh[0])
(img - rank1).norm()
S ** 2 / (S ** 2).sum()
# PCA: the projection's signs follow the vectors', its magnitudes do not.
Xc = X - X.mean(0)
U, S, Vh = torch.linalg.svd(Xc, full_matrices=False)
(Xc @ Vh[:2].T).abs()
(S ** 2 / (Xc.shape[0] - 1))
L.eigvalsh(Xc.T @ Xc / (Xc.shape[0] - 1)).flip(0)
# Errors.
L.eigh(torch.ones(2, 3))
L.eigh(torch.ones(3))
L.eigh(C, UPLO='X')
L.eigh(torch.ones(2, 2, dtype=torch.int32))
L.eigh(torch.ones(2, 2, dtype=torch.half))
L.svd(torch.ones(3))
L.svd(torch.ones(2, 2, dtype=torch.long))
L.svd(torch.ones(2, 2, dtype=torch.half))
L.svd(torch.tensor([[1., float('nan')], [3., 4.]]))
L.svd(M, driver='gesvd')
L.svdvals(M, driver='gesvd')
torch.svd(torch.ones(3))
# out=
o = (torch.empty(0), torch.empty(0))
r = L.eigh(C, out=o)
r[0] is o[0], o[0].shape, o[1].stride()
L.eigh(C, out=(torch.empty(0, dtype=torch.float64), torch.empty(0)))
so = torch.empty(0)
L.svdvals(M, out=so) is so, so
L.svdvals(M, out=torch.empty(0, dtype=torch.float64))
eo = torch.empty(0)
L.eigvalsh(C, out=eo) is eo, eo
so3 = (torch.empty(0), torch.empty(0), torch.empty(0))
L.svd(M, full_matrices=False, out=so3)[1] is so3[1], so3[0].stride(), so3[1]
