import torch
L = torch.linalg
A = torch.arange(12.).pow(2).reshape(4, 3).sin().requires_grad_()
# The nuclear norm's gradient is U Vh: the signs cancel.
S = L.svdvals(A)
S.grad_fn
S.sum().backward()
A.grad
A.grad = None
U, S, Vh = L.svd(A, full_matrices=False)
U.grad_fn, S.grad_fn, Vh.grad_fn
(U @ Vh).sum().backward()
A.grad
A.grad = None
# A loss of the top singular pair's outer product (sign-invariant).
U, S, Vh = L.svd(A, full_matrices=False)
(torch.outer(U[:, 0], Vh[0]) * torch.arange(12.).reshape(4, 3)).sum().backward()
A.grad
A.grad = None
# Full matrices: only the reduced part reaches the gradient.
U, S, Vh = L.svd(A)
(U[:, :3] @ Vh * 2).sum().backward()
A.grad
A.grad = None
W = A.detach().T.clone().requires_grad_()
U, S, Vh = L.svd(W, full_matrices=False)
(U @ Vh).sum().backward()
W.grad
(L.svdvals(W) ** 2).sum()
u, s, v = torch.svd(A)
v.grad_fn, u.grad_fn
(u @ v.T).pow(2).sum().backward()
A.grad
A.grad = None
L.matrix_norm(A, 2).backward()
A.grad
A.grad = None
L.matrix_norm(A, 'nuc').backward()
A.grad
A.grad = None
L.matrix_norm(A, -2).grad_fn
A.norm(p='nuc').grad_fn
# eigh: the eigenvalues' gradient is V diag(g) V^T; a projector's is sign-free too.
C = (A.detach().T @ A.detach()).requires_grad_()
w, V = L.eigh(C)
w.grad_fn, V.grad_fn
(w * torch.tensor([1., 2., 3.])).sum().backward()
C.grad
C.grad = None
w, V = L.eigh(C)
P = V[:, -1:] @ V[:, -1:].T
(P * torch.arange(9.).reshape(3, 3)).sum().backward()
C.grad
C.grad = None
w, V = L.eigh(C)
((V ** 2) * torch.arange(9.).reshape(3, 3)).sum().backward()
C.grad
C.grad = None
L.eigvalsh(C).grad_fn
L.eigvalsh(C).sum().backward()
C.grad
C.grad = None
L.eigvalsh(C, UPLO='U')[-1].backward()
C.grad
# pinv, lstsq, cond.
Pn = L.pinv(A)
Pn.grad_fn
(Pn * torch.arange(12.).reshape(3, 4)).sum().backward()
A.grad
A.grad = None
(L.pinv(A.T) ** 2).sum().backward()
A.grad
A.grad = None
Hs = torch.tensor([[2., 1.], [1., 3.]], requires_grad=True)
L.pinv(Hs, hermitian=True).sum().backward()
Hs.grad
torch.pinverse(A).grad_fn
b = torch.tensor([1., 0., -1., 2.], requires_grad=True)
r = L.lstsq(A, b)
r.solution.grad_fn, r.residuals.grad_fn, r.rank.requires_grad
r.solution.sum().backward()
A.grad, b.grad
A.grad = None
L.lstsq(A, b.detach().unsqueeze(1), driver='gelsd').residuals.grad_fn
c = L.cond(A)
c.grad_fn
c.backward()
A.grad
A.grad = None
Q = torch.tensor([[4., 1., 0.], [1., 3., 1.], [0., 1., 2.]], requires_grad=True)
for p in ['fro', 'nuc', 1]:
    L.cond(Q, p).grad_fn
L.cond(Q, 'fro').backward()
Q.grad
# Second derivatives go through the backward formulas again.
Ad = A.detach().double().requires_grad_()
g, = torch.autograd.grad(L.svdvals(Ad).pow(2).sum(), Ad, create_graph=True)
g.grad_fn is not None
torch.autograd.grad(g.sum(), Ad)[0]
Cd = C.detach().double().requires_grad_()
torch.autograd.gradcheck(lambda c: L.eigvalsh(c + c.T), (Cd,))
torch.autograd.gradcheck(lambda a: L.svdvals(a), (Ad,))
torch.autograd.gradcheck(lambda a: L.pinv(a), (Ad,))
torch.autograd.gradcheck(lambda a: (lambda u, s, vh: u @ vh)(*L.svd(a, full_matrices=False)), (Ad,))
torch.autograd.gradgradcheck(lambda a: L.svdvals(a), (Ad,))
torch.autograd.gradgradcheck(lambda a: L.pinv(a), (Ad,))
torch.autograd.gradcheck(lambda a, bb: L.lstsq(a, bb).solution, (Ad, torch.tensor([1., 0., -1., 2.], dtype=torch.float64, requires_grad=True)))
# torch.func: Jacobians in both modes, and vmap.
torch.func.jacrev(L.svdvals)(A.detach())
torch.func.jacfwd(L.svdvals)(A.detach())
torch.func.jacrev(L.pinv)(A.detach()[:2, :2]).tolist()
torch.func.vmap(L.pinv)(torch.stack([A.detach(), 2 * A.detach()]))
torch.func.vmap(L.eigvalsh)(torch.stack([C.detach(), 2 * C.detach()]))
