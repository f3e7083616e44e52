# A two-layer GCN over a sparse adjacency built from an edge list, as graph tutorials
# write it: the node count taken from `edge_index.max() + 1` (a tensor), self loops added
# by sparse + sparse, symmetric normalization, and the layout of what coalesce hands back.
import torch
import warnings
warnings.simplefilter("ignore")

edge_index = torch.tensor([[0, 1, 1, 2, 2, 3, 3, 4, 0, 2],
                           [1, 0, 2, 1, 3, 2, 4, 3, 1, 1]])
num_nodes = edge_index.max() + 1
num_nodes
nodes = list(range(num_nodes))
nodes
{n: i for i, n in enumerate(range(num_nodes))}
degree_list = [0] * num_nodes
for s in edge_index[0].tolist():
    degree_list[s] += 1
degree_list

A = torch.sparse_coo_tensor(edge_index, torch.ones(edge_index.shape[1]), (num_nodes, num_nodes))
A.is_coalesced()
A._nnz()
Ac = A.coalesce()
Ac._nnz()
Ac.indices().tolist()
Ac.values().tolist()
Ac.indices().stride()
Ac.indices().untyped_storage().nbytes()
Ac.values().stride()
Ac.values().untyped_storage().nbytes()
Ac.indices().is_contiguous()
Ac.detach().indices().stride()
Ac.clone().indices().stride()
Ac.double().indices().stride()
(-Ac).indices().stride()

eye = torch.sparse_coo_tensor(torch.arange(num_nodes).repeat(2, 1), torch.ones(num_nodes), (num_nodes, num_nodes))
A_hat = (Ac + eye.coalesce())
A_hat.is_coalesced()
A_hat.indices().stride()
A_hat.indices().untyped_storage().nbytes()
A_hat.values().untyped_storage().nbytes()
A_hat.indices().tolist()
(Ac + Ac).indices().stride()
(A + A)._indices().stride()
(A + A)._indices().shape
(A + A)._values().untyped_storage().nbytes()

deg = torch.sparse.sum(A_hat, 1).to_dense()
deg.tolist()
row_sum = torch.sparse.sum(A, 1)
row_sum.indices().stride()
row_sum.indices().untyped_storage().nbytes()
row_sum.values().tolist()
d_inv_sqrt = deg.pow(-0.5)
idx = A_hat.indices()
vals = d_inv_sqrt[idx[0]] * A_hat.values() * d_inv_sqrt[idx[1]]
A_norm = torch.sparse_coo_tensor(idx, vals, A_hat.shape).coalesce()
[round(v, 6) for v in A_norm.values().tolist()]

# the sum of the stored values, duplicates included, in their stored order
A.sum()
torch.sum(A)
torch.sparse.sum(A)
# half values: the raw sum accumulates in float32 and rounds once (2050); coalescing
# first adds the duplicates in half (2048 + 1 rounds back to 2048)
h = torch.sparse_coo_tensor(torch.tensor([[0, 0, 0]]), torch.tensor([2048., 1., 1.], dtype=torch.half), (2,))
h.sum().item()
torch.sum(h).item()
torch.sparse.sum(h).item()
h.coalesce().values().tolist()
h.sum(dtype=torch.float64).item()

# two GCN layers with fixed weights
X = torch.arange(num_nodes * 3, dtype=torch.float32).view(num_nodes, 3) / 10
W1 = torch.linspace(-1, 1, 12).view(3, 4)
W2 = torch.linspace(1, -1, 8).view(4, 2)
H = torch.relu(torch.sparse.mm(A_norm, X @ W1))
out = torch.sparse.mm(A_norm, H @ W2)
[[round(v, 5) for v in r] for r in out.tolist()]
out.argmax(1).tolist()
