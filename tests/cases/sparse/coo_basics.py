# Sparse COO tensors: construction, what they report, printing, coalescing, conversions and
# the errors PyTorch gives for what a sparse tensor does not have.
import warnings
warnings.simplefilter("ignore")
i = torch.tensor([[0, 1, 1], [2, 0, 2]])
v = torch.tensor([3.0, 4.0, 5.0])
s = torch.sparse_coo_tensor(i, v, (2, 3))
repr(s)
str(s)
s.is_sparse, s.layout == torch.sparse_coo, s.layout != torch.strided, str(s.layout)
torch.sparse_coo, torch.strided
isinstance(s, torch.Tensor), torch.is_tensor(s), type(s).__name__, type(s).__module__
s.shape, s.size(), s.size(1), s.size(-2), s.dim(), s.ndim, s.dtype, s.device
s.requires_grad, s.is_leaf, s.grad, s.grad_fn
s.sparse_dim(), s.dense_dim(), s._nnz(), s.is_coalesced(), s.numel()
s.type()
s.to_dense()
s._indices()
s._values()
try:
    s.indices()
except RuntimeError as e:
    m1 = str(e)
m1
try:
    s.values()
except RuntimeError as e:
    m2 = str(e)
m2
c = s.coalesce()
c.is_coalesced(), c.coalesce() is c
c.indices()
c.values()
torch.zeros(2).is_sparse, torch.zeros(2).layout, torch.zeros(2).layout == torch.strided
# duplicates are summed and entries sorted by coalesce
u = torch.sparse_coo_tensor([[1, 0, 1, 0], [1, 1, 0, 1]], [1.0, 2.0, 3.0, 4.0], (2, 2))
repr(u)
u.to_dense()
repr(u.coalesce())
u.coalesce()._nnz()
# size inferred from the indices; dense dimensions from the values
repr(torch.sparse_coo_tensor([[2, 0, 1], [0, 0, 0]], [1.0, 2.0, 3.0]))
torch.sparse_coo_tensor([[2, 0, 1], [0, 0, 0]], [1.0, 2.0, 3.0]).shape
h = torch.sparse_coo_tensor([[0, 2]], [[1.0, 2.0], [3.0, 4.0]], (3, 2))
repr(h)
h.sparse_dim(), h.dense_dim(), h.shape
h.to_dense()
repr(torch.sparse_coo_tensor(torch.empty(2, 0, dtype=torch.long), torch.empty(0), (3, 4)))
torch.sparse_coo_tensor(torch.empty(2, 0, dtype=torch.long), torch.empty(0), (3, 4)).to_dense()
# dtypes
repr(torch.sparse_coo_tensor([[0, 1]], [1, 2], (3,)))
repr(torch.sparse_coo_tensor([[0, 1]], [1, 2], (3,), dtype=torch.float64))
repr(torch.sparse_coo_tensor(i, v.double(), (2, 3)))
repr(torch.sparse_coo_tensor(i, torch.tensor([True, False, True]), (2, 3)))
repr(torch.sparse_coo_tensor(i, torch.tensor([1e10, 2.0, 3.0]), (2, 3)))
torch.sparse_coo_tensor(torch.tensor([[0, 1]], dtype=torch.int32), [1.0, 2.0])._indices().dtype
repr(torch.sparse_coo_tensor(i, v, torch.Size([2, 3]), requires_grad=True))
repr(torch.sparse_coo_tensor(torch.tensor([[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24]]), torch.arange(25.0)))
repr(torch.sparse_coo_tensor([[0, 1]], [1.0, 2.0], (2,), dtype=torch.float64, requires_grad=True))
torch.set_printoptions(linewidth=50)
repr(torch.sparse_coo_tensor([[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]], torch.arange(13.0) / 3, (13,), requires_grad=True))
torch.set_printoptions(linewidth=80)
# errors at construction
def err(f):
    try:
        f()
        return "no error"
    except Exception as e:
        return type(e).__name__ + ": " + str(e)
err(lambda: torch.sparse_coo_tensor(i, torch.tensor([1.0, 2.0])))
err(lambda: torch.sparse_coo_tensor(i, v, (2,)))
err(lambda: torch.sparse_coo_tensor(torch.tensor([0, 1]), torch.tensor([1.0, 2.0])))
err(lambda: torch.sparse_coo_tensor([[0, 1]], [[1.0, 2.0], [3.0, 4.0]], (2, 3)))
err(lambda: torch.sparse_coo_tensor([[0, -1]], [1.0, 2.0]))
err(lambda: torch.sparse_coo_tensor(i, v, (1, 3), check_invariants=True))
err(lambda: torch.sparse_coo_tensor([[0, -1]], [1.0, 2.0], (3,), check_invariants=True))
err(lambda: torch.sparse_coo_tensor([[1, 1]], [1.0, 2.0], (2,), is_coalesced=True, check_invariants=True))
err(lambda: torch.sparse_coo_tensor([[0, 1]], [1, 2], (2,), requires_grad=True))
# what a sparse tensor does not have
err(lambda: s.storage())
err(lambda: s.reshape(3, 2))
err(lambda: s.contiguous())
err(lambda: s.numpy())
err(lambda: s.to_dense(dtype=torch.float64))
err(lambda: s.nnz)
err(lambda: s.view(3, 2))[:95]
err(lambda: s.exp())[:94]
s.is_contiguous()
# dense to sparse
e = torch.tensor([[0.0, 1.5, 0.0], [2.0, 0.0, -1.0]])
repr(e.to_sparse())
e.to_sparse().is_coalesced(), e.to_sparse().values()
repr(e.to_sparse(1))
repr(e.to_sparse_coo())
repr(torch.eye(3).to_sparse())
torch.eye(3).to_sparse().indices()
repr(torch.zeros(2, 2).to_sparse())
repr(torch.tensor([[0, 1], [2, 0]]).to_sparse())
torch.equal(e.to_sparse().to_dense(), e)
err(lambda: e.to_sparse(3))
s2 = e.to_sparse()
s2.to_sparse() is s2
err(lambda: s2.to_sparse(1))
# conversions
repr(s.double())
s.float() is s, s.to(torch.float32) is s, s.to("cpu") is s
repr(s.to(torch.int32))
s.to(torch.float64).dtype
repr(c.clone())
c.clone().is_coalesced()
repr(s.detach())
sr = torch.sparse_coo_tensor(i, v, (2, 3))
_ = sr.requires_grad_()
sr.requires_grad
sr.detach().requires_grad
# the legacy constructor pygcn uses
repr(torch.sparse.FloatTensor(i, v, torch.Size([2, 3])))
torch.sparse.FloatTensor(i, v, torch.Size([2, 3])).to_dense()
