# The torch.sparse documentation's COO examples (sparse.rst, torch.sparse_coo_tensor,
# torch.sparse.sum, torch.sparse.mm), with fixed values in place of random ones.
import warnings
warnings.simplefilter("ignore")
i = [[0, 1, 1],
     [2, 0, 2]]
v = [3, 4, 5]
s = torch.sparse_coo_tensor(i, v, (2, 3))
str(s)
s.to_dense()
# the indices as a list of (row, column) pairs
i = [[0, 2], [1, 0], [1, 2]]
v = [3, 4, 5]
s = torch.sparse_coo_tensor(list(zip(*i)), v, (2, 3))
s.to_dense()
# an empty sparse tensor
repr(torch.sparse_coo_tensor(size=(2, 3)))
# hybrid: one dense dimension
i = [[0, 1, 1],
     [2, 0, 2]]
v = [[3, 4], [5, 6], [7, 8]]
s = torch.sparse_coo_tensor(i, v, (2, 3, 2))
repr(s)
s.to_dense()
isinstance(s, torch.Tensor), s.is_sparse, s.layout == torch.sparse_coo
s.sparse_dim(), s.dense_dim()
s._indices()
s._values()
# uncoalesced: duplicate coordinates are summed by coalesce
i = [[1, 1]]
v = [3, 4]
s = torch.sparse_coo_tensor(i, v, (3,))
repr(s)
repr(s.coalesce())
s.is_coalesced(), s.coalesce().is_coalesced()
try:
    s.indices()
except RuntimeError as e:
    msg = str(e)
msg
# operations on COO tensors
a = torch.sparse_coo_tensor([[0, 1, 1], [2, 0, 2]], [3.0, 4.0, 5.0], (2, 3))
repr(a * 2)
repr(a + a)
repr(a.t())
repr(a.coalesce().t().coalesce())
(a @ torch.ones(3, 2))
# torch.sparse_coo_tensor's docstring
i = torch.tensor([[0, 1, 1],
                  [2, 0, 2]])
v = torch.tensor([3, 4, 5], dtype=torch.float32)
repr(torch.sparse_coo_tensor(i, v, [2, 4]))
repr(torch.sparse_coo_tensor(i, v))
repr(torch.sparse_coo_tensor(i, v, [2, 4], dtype=torch.float64, device=torch.device('cpu')))
S = torch.sparse_coo_tensor(torch.empty([1, 0]), [], [1])
repr(S)
S = torch.sparse_coo_tensor(torch.empty([1, 0]), torch.empty([0, 2]), [1, 2])
repr(S)
# torch.sparse.sum's docstring, values fixed
nnz = 3
dims = [5, 5, 2, 3]
I = torch.cat([torch.tensor([4, 1, 4]), torch.tensor([2, 0, 2])], 0).reshape(2, nnz)
V = torch.arange(18.0).reshape(nnz, dims[2], dims[3]) / 4 - 2
size = torch.Size(dims)
S = torch.sparse_coo_tensor(I, V, size)
S.shape
torch.sparse.sum(S)
repr(torch.sparse.sum(S, [1, 3]))
torch.sparse.sum(S, [0, 1, 3])
repr(torch.sparse.sum(S, [0]))
torch.sparse.sum(S, [0, 1])
# torch.sparse.mm with a dense operand that requires grad
a = torch.tensor([[1.0, 0, 2], [0, 3, 0]]).to_sparse()
b = torch.tensor([[0, 1.0], [2, 0], [0, 0]], requires_grad=True)
y = torch.sparse.mm(a, b)
y
y.sum().backward()
b.grad
