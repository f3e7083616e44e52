# Kipf's pygcn (layers.GraphConvolution, models.GCN, utils.normalize / accuracy) on a small
# deterministic graph, with the adjacency a sparse COO tensor: construction from an edge
# list, coalesce, row normalisation, torch.spmm in the layer, a few training steps.
import math
import warnings
import numpy as np
import torch.nn as nn
import torch.nn.functional as F
from torch.nn.parameter import Parameter
from torch.nn.modules.module import Module
warnings.simplefilter("ignore")

torch.manual_seed(0)
n, nfeat, nclass = 6, 5, 3
edges = torch.tensor([[0, 1], [1, 2], [2, 0], [3, 4], [4, 5], [5, 3], [0, 3]])
# symmetric adjacency with self loops, as load_data builds it
row = torch.cat([edges[:, 0], edges[:, 1], torch.arange(n)])
col = torch.cat([edges[:, 1], edges[:, 0], torch.arange(n)])
adj = torch.sparse_coo_tensor(torch.stack([row, col]), torch.ones(row.numel()), (n, n))
adj.is_sparse, adj.is_coalesced(), adj._nnz()
adj = adj.coalesce()
adj.indices()
adj.values()
adj.to_dense()
deg = torch.sparse.sum(adj, dim=1).to_dense()
deg
r_inv = deg.pow(-1)
r_inv[torch.isinf(r_inv)] = 0.0
adj_norm = torch.sparse_coo_tensor(adj.indices(), r_inv[adj.indices()[0]] * adj.values(), (n, n))
repr(adj_norm)
adj_norm.to_dense().sum(1)

# scipy-free sparse_mx_to_torch_sparse_tensor, through the legacy constructor pygcn calls
def sparse_mx_to_torch_sparse_tensor(rows, cols, data, shape):
    indices = torch.from_numpy(np.vstack((rows, cols)).astype(np.int64))
    values = torch.from_numpy(data)
    return torch.sparse.FloatTensor(indices, values, torch.Size(shape))

t = sparse_mx_to_torch_sparse_tensor(np.array([0, 1, 2]), np.array([1, 2, 0]), np.array([1.0, 2.0, 3.0], dtype=np.float32), (3, 3))
t.to_dense()
t.dtype, t.shape

class GraphConvolution(Module):
    def __init__(self, in_features, out_features, bias=True):
        super(GraphConvolution, self).__init__()
        self.in_features = in_features
        self.out_features = out_features
        self.weight = Parameter(torch.FloatTensor(in_features, out_features))
        if bias:
            self.bias = Parameter(torch.FloatTensor(out_features))
        else:
            self.register_parameter('bias', None)
        self.reset_parameters()

    def reset_parameters(self):
        stdv = 1. / math.sqrt(self.weight.size(1))
        self.weight.data.uniform_(-stdv, stdv)
        if self.bias is not None:
            self.bias.data.uniform_(-stdv, stdv)

    def forward(self, input, adj):
        support = torch.mm(input, self.weight)
        output = torch.spmm(adj, support)
        if self.bias is not None:
            return output + self.bias
        else:
            return output

    def __repr__(self):
        return self.__class__.__name__ + ' (' + str(self.in_features) + ' -> ' + str(self.out_features) + ')'

class GCN(nn.Module):
    def __init__(self, nfeat, nhid, nclass, dropout):
        super(GCN, self).__init__()
        self.gc1 = GraphConvolution(nfeat, nhid)
        self.gc2 = GraphConvolution(nhid, nclass)
        self.dropout = dropout

    def forward(self, x, adj):
        x = F.relu(self.gc1(x, adj))
        x = F.dropout(x, self.dropout, training=self.training)
        x = self.gc2(x, adj)
        return F.log_softmax(x, dim=1)

def accuracy(output, labels):
    preds = output.max(1)[1].type_as(labels)
    correct = preds.eq(labels).double()
    correct = correct.sum()
    return correct / len(labels)

features = torch.rand(n, nfeat)
features = features / features.sum(1, keepdim=True)
labels = torch.LongTensor([0, 0, 0, 1, 1, 2])
model = GCN(nfeat=nfeat, nhid=8, nclass=nclass, dropout=0.5)
model
optimizer = torch.optim.Adam(model.parameters(), lr=0.01, weight_decay=5e-4)
idx_train = torch.LongTensor([0, 1, 3, 5])
log = []
for epoch in range(5):
    model.train()
    optimizer.zero_grad()
    output = model(features, adj_norm)
    loss_train = F.nll_loss(output[idx_train], labels[idx_train])
    acc_train = accuracy(output[idx_train], labels[idx_train])
    loss_train.backward()
    optimizer.step()
    log.append('Epoch: {:04d} loss_train: {:.4f} acc_train: {:.4f}'.format(epoch + 1, loss_train.item(), acc_train.item()))
log
output.grad_fn
model.gc1.weight.grad
model.gc2.bias.grad
model.eval()
output = model(features, adj_norm)
output
output.exp().sum(1)
# the layer agrees with the dense product
support = features @ model.gc1.weight
torch.allclose(torch.spmm(adj_norm, support), adj_norm.to_dense() @ support)
torch.sparse.mm(adj_norm, features).shape
(adj_norm @ features).layout
