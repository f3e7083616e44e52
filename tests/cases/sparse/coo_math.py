# Sparse COO arithmetic: transpose, negation, scaling, sparse + sparse, dense + sparse,
# torch.sparse.sum, and products with dense matrices (values, grad_fn names, gradients of
# the dense operand, errors).
import warnings
warnings.simplefilter("ignore")
def err(f):
    try:
        f()
        return "no error"
    except Exception as e:
        return type(e).__name__ + ": " + str(e)
i = torch.tensor([[0, 1, 1], [2, 0, 2]])
v = torch.tensor([3.0, 4.0, 5.0])
s = torch.sparse_coo_tensor(i, v, (2, 3))
u = torch.sparse_coo_tensor([[1, 0, 1], [1, 1, 0]], [1.0, 2.0, 3.0], (2, 2))
w = torch.sparse_coo_tensor([[0, 1], [0, 0]], [10.0, 20.0], (2, 2))
# transpose
repr(s.t())
s.t().is_coalesced(), s.coalesce().t().is_coalesced()
repr(s.transpose(0, 1))
s.t().to_dense()
repr(s.T)
h = torch.sparse_coo_tensor([[0, 1]], [[1.0, 2.0], [3.0, 4.0]], (2, 2))
err(lambda: h.t())
ut = torch.sparse_coo_tensor([[1, 0, 1], [1, 1, 0]], [1.0, 2.0, 3.0], (2, 2))
_ = ut.t_()
repr(ut)
# negation and scaling
repr(-s)
repr(s.neg())
repr(s * 2)
repr(2 * s)
repr(s.mul(0.5))
repr(u * torch.tensor(2.0))
repr(s / 2)
repr(torch.sparse_coo_tensor([[0, 1]], [1, 2], (2,)) * 1.5)
repr(torch.sparse_coo_tensor([[0, 1]], [1, 2], (2,)) / 2)
(u.coalesce() * 2).is_coalesced(), (u * 2).is_coalesced()
# sparse + sparse
repr(s + s)
repr(u + w)
repr(w + u)
repr(u.coalesce() + w.coalesce())
(u.coalesce() + w.coalesce()).is_coalesced(), (u + w.coalesce()).is_coalesced()
repr(u.add(w, alpha=2))
repr(u - w)
repr(u.sub(w))
(u + w).to_dense()
repr(u + torch.sparse_coo_tensor([[0], [0]], [1.0], (2, 2)).double())
err(lambda: u + torch.sparse_coo_tensor([[0], [0]], [1.0], (2, 3)))
err(lambda: s + torch.ones(2, 3))
# dense + sparse is dense
torch.ones(2, 3) + s
torch.ones(2, 3) - s
torch.ones(2, 3, dtype=torch.float64) + s
# torch.sparse.sum
torch.sparse.sum(s)
repr(torch.sparse.sum(s, dim=1))
repr(torch.sparse.sum(s, dim=0))
torch.sparse.sum(s, dim=1).to_dense()
torch.sparse.sum(s, dim=(0, 1))
torch.sparse.sum(s, dim=-1).is_coalesced()
repr(torch.sparse.sum(u, 1))
torch.sparse.sum(h, 0)
repr(torch.sparse.sum(h, 1))
torch.sparse.sum(h)
torch.sparse.sum(s, dtype=torch.float64)
repr(torch.sparse.sum(s, 1, dtype=torch.float64))
s.sum()
repr(s.sum(1))
err(lambda: torch.sparse.sum(s, dim=2))
err(lambda: torch.sparse.sum(s, dim=(0, 0)))
err(lambda: torch.sparse.sum(torch.ones(2)))
# products with a dense matrix
d = torch.arange(6.0).reshape(3, 2)
torch.spmm(s, d)
torch.sparse.mm(s, d)
s @ d
s.mm(d)
s.matmul(d)
s @ torch.ones(3)
torch.spmm(u, torch.ones(2, 2))
torch.sparse.mm(torch.ones(2, 2), torch.ones(2, 1))
d.t() @ s.t()
(d.t() @ s.t()).stride()
repr(torch.spmm(u, u))
repr(u @ u)
err(lambda: torch.spmm(u, torch.ones(3, 1)))
err(lambda: torch.sparse.mm(u, torch.ones(3, 1)))
err(lambda: torch.spmm(u, torch.ones(2, 1).double()))
err(lambda: torch.spmm(h, torch.ones(2, 2)))
err(lambda: h @ torch.ones(2, 2))
err(lambda: torch.spmm(u, torch.ones(2)))
# gradients flow to the dense operand
x = torch.arange(6.0).reshape(3, 2).requires_grad_()
y = torch.spmm(s, x)
y
y.grad_fn.name()
y.sum().backward()
x.grad
x.grad = None
y2 = torch.sparse.mm(s, x)
y2
(y2 * torch.tensor([[1.0, 2.0], [3.0, 4.0]])).sum().backward()
x.grad
x.grad = None
y3 = s @ x
y3.grad_fn
y3.pow(2).sum().backward()
x.grad
vx = torch.ones(3, requires_grad=True)
y4 = s @ vx
y4
y4.sum().backward()
vx.grad
z = torch.ones(2, 3, requires_grad=True)
y5 = z + s
y5
y5.sum().backward()
z.grad
