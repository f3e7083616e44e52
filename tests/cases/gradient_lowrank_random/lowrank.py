import torch

torch.manual_seed(0)
A = torch.randn(8, 5, dtype=torch.float64)
U, S, V = torch.svd_lowrank(A, q=3)
U.shape, S.shape, V.shape
S
U
V
torch.manual_seed(1)
r = torch.svd_lowrank(A.t(), q=4, niter=1)
type(r)
r[1]
r[0].stride()
r[2].stride()
torch.manual_seed(2)
B = torch.randn(6, 4)
U, S, V = torch.svd_lowrank(B)
S
torch.dist(U @ torch.diag(S) @ V.t(), B) < 1e-4
torch.manual_seed(3)
U, S, V = torch.svd_lowrank(B, q=2, niter=0, M=B.mean(0, keepdim=True))
S
torch.manual_seed(4)
U, S, V = torch.pca_lowrank(B)
S
V
torch.manual_seed(5)
U, S, V = torch.pca_lowrank(B, q=2, center=False, niter=3)
S
U
torch.manual_seed(6)
U, S, V = torch.pca_lowrank(torch.randn(2, 5, 3, dtype=torch.float64), q=2)
U.shape
S
torch.manual_seed(7)
P = torch.randn(5, 3, requires_grad=True)
U, S, V = torch.svd_lowrank(P, q=2)
S.grad_fn.name()
S.sum().backward()
P.grad


def err(f):
    try:
        f()
    except Exception as e:
        return type(e).__name__ + ": " + str(e)


e1 = err(lambda: torch.pca_lowrank(B, q=7))
e1
e2 = err(lambda: torch.pca_lowrank(B, niter=-1))
e2
