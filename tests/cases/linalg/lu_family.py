import torch
L = torch.linalg
A = torch.tensor([[1., 2., 3.], [4., 5., 6.], [7., 8., 10.]], requires_grad=True)
LU, piv = L.lu_factor(A)
LU
piv
LU.stride(), LU.grad_fn, piv.dtype
type(L.lu_factor(A)).__name__
L.lu_factor_ex(A)
P, Lo, U = L.lu(A)
P
Lo
U
Lo.stride(), U.stride(), P.stride(), Lo.grad_fn, P.requires_grad
P @ Lo @ U
W = torch.tensor([[1., 2., 3., 4.], [5., 6., 7., 8.]])
L.lu_factor(W)
L.lu(W)
L.lu(W.T)
L.lu(W.T).P @ L.lu(W.T).L @ L.lu(W.T).U
torch.lu_unpack(LU, piv)
torch.lu_unpack(LU, piv, unpack_pivots=False).L
B = torch.tensor([[1.], [2.], [3.]])
X = L.lu_solve(LU, piv, B)
X
X.stride(), X.grad_fn
A @ X
L.lu_solve(LU, piv, B.T, left=False)
L.lu_solve(LU, piv, B, adjoint=True)
A.T @ L.lu_solve(LU, piv, B, adjoint=True)
Ab = torch.stack([A.detach(), 2 * A.detach() + torch.eye(3)])
LUb, pivb = L.lu_factor(Ab)
LUb.stride(), pivb
L.lu_solve(LUb, pivb, B)
L.lu(Ab).L.stride()
L.lu_factor_ex(torch.zeros(2, 2))
L.lu_factor(torch.zeros(2, 2))
L.lu_factor(torch.ones(2, 3))
L.lu_factor(torch.stack([torch.zeros(2, 2), torch.eye(2)]))
L.lu_factor_ex(torch.stack([torch.zeros(2, 2), torch.eye(2)]), check_errors=True)
L.lu_factor(A, pivot=False)
L.lu(A, pivot=False)
L.lu_factor(torch.ones(3))
L.lu_factor(torch.ones(3, 3).int())
L.lu_solve(LU, piv, B[:2])
# Gradients through the factors and the solve.
(Lo * torch.arange(9.).reshape(3, 3)).sum().backward(retain_graph=True)
A.grad
A.grad = None
(U ** 2).sum().backward()
A.grad
A.grad = None
(LU * torch.arange(9.).reshape(3, 3)).sum().backward()
A.grad
A.grad = None
Bg = B.clone().requires_grad_()
LU, piv = L.lu_factor(A)
L.lu_solve(LU, piv, Bg).sum().backward()
A.grad, Bg.grad
# Triangular solves.
Ut = torch.tensor([[2., 1., 0.], [0., 3., 1.], [0., 0., 4.]], requires_grad=True)
Bt = torch.tensor([[1., 2.], [3., 4.], [5., 6.]])
Xt = L.solve_triangular(Ut, Bt, upper=True)
Xt
Xt.stride(), Xt.grad_fn
L.solve_triangular(Ut, Bt.T, upper=True, left=False)
L.solve_triangular(Ut, Bt.T, upper=True, left=False).stride()
L.solve_triangular(Ut.T, Bt, upper=False, unitriangular=True)
L.solve_triangular(torch.stack([Ut, 2 * Ut]), Bt, upper=True).stride()
L.solve_triangular(torch.zeros(2, 2), torch.ones(2, 1), upper=True)
Xt.sum().backward()
Ut.grad
L.solve_triangular(Ut, Bt)
L.solve_triangular(Ut, Bt[:, 0], upper=True)
L.solve_triangular(Ut, Bt[:2], upper=True)
L.solve_triangular(torch.ones(2, 3), torch.ones(2, 1), upper=True)
L.solve_triangular(Ut.detach().int(), Bt.int(), upper=True)
# matrix_exp: a rotation, a nilpotent matrix, a batch, a gradient.
th = torch.tensor(0.5)
L.matrix_exp(torch.tensor([[0., -1.], [1., 0.]]) * th)
torch.matrix_exp(torch.tensor([[0., 1., 0.], [0., 0., 1.], [0., 0., 0.]]))
L.matrix_exp(torch.zeros(2, 2))
L.matrix_exp(torch.tensor([[0., 3.14159265], [-3.14159265, 0.]]))
E = L.matrix_exp(A)
E
E.stride(), E.grad_fn
A.detach().double().matrix_exp()
L.matrix_exp(torch.stack([torch.eye(2), -torch.eye(2)])).stride()
Ae = torch.tensor([[0.1, 0.2], [-0.3, 0.4]], requires_grad=True)
(L.matrix_exp(Ae) * torch.tensor([[1., 2.], [3., 4.]])).sum().backward()
Ae.grad
L.matrix_exp(torch.ones(2, 3))
L.matrix_exp(torch.ones(3))
L.matrix_exp(torch.ones(2, 2).int())
Ad = torch.tensor([[0.5, 1.0], [-0.2, 0.3]], dtype=torch.float64, requires_grad=True)
torch.autograd.gradcheck(L.matrix_exp, (Ad,))
torch.autograd.gradcheck(lambda a: L.lu_factor(a).LU, (Ad,))
torch.autograd.gradcheck(lambda a: L.solve_triangular(a.triu() + 2 * torch.eye(2, dtype=torch.float64), torch.ones(2, 1, dtype=torch.float64), upper=True), (Ad,))
o = (torch.empty(0), torch.empty(0, dtype=torch.int32))
L.lu_factor(A.detach(), out=o)[0] is o[0], o[1]
