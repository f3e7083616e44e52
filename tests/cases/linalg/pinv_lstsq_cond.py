import torch
L = torch.linalg
A = torch.arange(12.).pow(2).reshape(4, 3).sin()
P = L.pinv(A)
P
P.shape, P.stride()
A @ P @ A - A
P @ A
L.pinv(A.T)
L.pinv(A.double())
L.pinv(torch.stack([A, 2 * A])).stride()
# Rank-deficient: the tolerance decides what counts as zero.
R = torch.outer(torch.tensor([1., 2., 3.]), torch.tensor([1., -1., 2.]))
L.pinv(R)
L.pinv(R, rtol=0.5)
L.pinv(R, atol=100.)
L.pinv(R, atol=torch.tensor(100.))
L.pinv(R, 1e-3)
L.pinv(R, rcond=1e-3)
torch.pinverse(R)
R.pinverse()
Sym = torch.tensor([[2., 1., 0.], [1., 2., 0.], [0., 0., 0.]])
L.pinv(Sym, hermitian=True)
L.pinv(Sym)
L.pinv(torch.tensor([[1., 0.], [0., -4.]]), hermitian=True)
L.pinv(torch.zeros(3, 0))
L.pinv(torch.zeros(2, 0, 3)).shape
L.pinv(torch.ones(3))
L.pinv(torch.ones(2, 2, dtype=torch.long))
L.pinv(A, hermitian=True)
L.pinv(R, rcond=0.1, atol=0.1)
o = torch.empty(0, dtype=torch.float64)
L.pinv(A, out=o) is o, o.dtype, o.shape
# Least squares: fitting a line, as the regression tutorials do.
x = torch.linspace(0, 1, 6)
y = 2 * x + 1 + 0.1 * torch.arange(6.).sin()
X = torch.stack([x, torch.ones(6)], 1)
sol = L.lstsq(X, y.unsqueeze(1))
sol
sol.solution.stride(), sol.solution._base is None
type(sol).__name__
L.lstsq(X, y)
L.lstsq(X, y).solution.shape
B = torch.stack([y, y ** 2], 1)
for d in ['gels', 'gelsy', 'gelsd', 'gelss']:
    r = L.lstsq(X, B, driver=d)
    (d, r.solution, r.residuals, r.rank, r.singular_values)
L.lstsq(X, y, driver='gelsd').residuals
L.lstsq(X.T, y[:2].unsqueeze(1), driver='gelsd')
L.lstsq(torch.stack([X, 2 * X]), B, driver='gelsd')
L.lstsq(torch.stack([X, 2 * X]), torch.stack([y, -y])).solution
L.lstsq(torch.stack([X, 2 * X]), B).solution.stride()
Rk = torch.tensor([[1., 2.], [2., 4.], [3., 6.]])
L.lstsq(Rk, torch.tensor([[1.], [2.], [2.]]), driver='gelsd')
L.lstsq(Rk, torch.tensor([[1.], [2.], [2.]]), rcond=0.5, driver='gelsd').rank
L.lstsq(X.double(), y.double().unsqueeze(1)).solution
L.lstsq(torch.ones(3), B)
L.lstsq(X, torch.tensor(1.))
L.lstsq(X, B.double())
L.lstsq(X, y[:3])
L.lstsq(X, B[:3])
L.lstsq(X, B, driver='foo')
L.lstsq(X.int(), B.int())
L.lstsq(torch.ones(2, 6, 2), torch.ones(6))
# Condition numbers.
Q = torch.tensor([[4., 1., 0.], [1., 3., 1.], [0., 1., 2.]])
for p in [None, 2, -2, 'fro', 'nuc', float('inf'), float('-inf'), 1, -1]:
    (p, L.cond(Q, p))
L.cond(A)
L.cond(torch.stack([Q, 2 * Q, torch.eye(3)]))
L.cond(torch.stack([Q, torch.zeros(3, 3)]), 'fro')
L.cond(torch.tensor([[1., 2.], [2., 4.]]), 1)
L.cond(torch.zeros(0, 0))
L.cond(torch.zeros(0, 0), 'fro')
L.cond(A, 'fro')
L.cond(Q, 3)
L.cond(torch.ones(3))
co = torch.empty(0, dtype=torch.float64)
L.cond(Q, out=co) is co, co
