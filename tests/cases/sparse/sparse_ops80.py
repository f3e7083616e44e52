# Sparse COO arithmetic as graph code writes it: an edge mask times the adjacency, edge
# weights squared, attention scores normalised per row with torch.sparse.softmax (as sparse
# GAT layers do), and a bias added by torch.sparse.addmm. Each next to its dense check.
import torch

edge_index = torch.tensor([[0, 0, 1, 2, 2, 3], [1, 2, 2, 0, 3, 1]])
w = torch.tensor([0.5, 2.0, 1.5, 1.0, 3.0, 0.25])
adj = torch.sparse_coo_tensor(edge_index, w, (4, 4)).coalesce()
keep = torch.sparse_coo_tensor(edge_index[:, :4], torch.ones(4), (4, 4)).coalesce()

masked = adj * keep
str(masked)
masked.is_coalesced(), masked._nnz()
torch.equal(masked.to_dense(), adj.to_dense() * keep.to_dense())

# By a dense tensor: the sparse entries kept, each times the dense value at its place.
D = torch.arange(16.0).reshape(4, 4)
str(adj * D)
str(D * adj)
str(adj * torch.tensor([1.0, 10.0, 100.0, 1000.0]))
(adj * torch.tensor(2.0)).to_dense()

# Uncoalesced operands (duplicates kept): ATen keeps the uncoalesced one's entries.
dup = torch.sparse_coo_tensor(torch.tensor([[0, 0, 3, 2], [1, 1, 1, 2]]), torch.tensor([1.0, 2.0, 3.0, 4.0]), (4, 4))
r = dup * adj
r._indices(), r._values(), r.is_coalesced()
r2 = adj * dup
r2._indices(), r2._values()
(dup * D)._values()

# Powers: the input coalesced, the values raised; zero is refused.
str(adj.pow(2))
(dup ** 2)._values(), (dup ** 2).is_coalesced()
torch.pow(adj, -1)._values()
str(adj.int().pow(2))
try:
    adj.pow(0)
except RuntimeError as e:
    str(e)

# Row-wise attention over the stored entries only.
scores = torch.sparse_coo_tensor(edge_index, torch.tensor([0.1, 0.7, -0.3, 2.0, 0.5, 1.0]), (4, 4))
att = torch.sparse.softmax(scores, dim=1)
str(att)
att.to_dense().sum(1)
torch.sparse.log_softmax(scores, dim=0)._values()
torch.sparse.softmax(scores, 1, dtype=torch.float64)._values()

x = torch.arange(8.0).reshape(4, 2)
bias = torch.ones(4, 2)
torch.sparse.addmm(bias, adj, x)
torch.sparse.addmm(bias, adj, x, beta=2, alpha=0.5)
torch.allclose(torch.sparse.addmm(bias, adj, x), bias + adj.to_dense() @ x)

try:
    adj * torch.eye(3).to_sparse()
except RuntimeError as e:
    str(e)
try:
    adj * torch.ones(3)
except RuntimeError as e:
    str(e)
