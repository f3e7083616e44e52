# Found by an attack on this stop's linalg ops (finding 04); failed before its fix.
import torch
A = torch.arange(12.).pow(2).reshape(4,3).sin().double().requires_grad_()
U, S, Vh = torch.linalg.svd(A, full_matrices=False)
U._is_view()
U.zero_()
Vh.zero_()
u, s, v = torch.svd(A)
v.zero_()
w, V = torch.linalg.eigh(A.T @ A)
V._is_view()
V.zero_()
P, L, R = torch.linalg.lu(A)
P._is_view()
LU, piv = torch.linalg.lu_factor(A.T @ A)
piv._is_view()
piv._base
