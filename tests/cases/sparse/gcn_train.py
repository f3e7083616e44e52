# A two-layer GCN (Kipf & Welling) on a fixed graph with fixed features and weights: the
# symmetric normalisation D^-1/2 (A + I) D^-1/2 built as a sparse COO tensor, torch.spmm in
# the layers, full-batch training with SGD, the gradients checked against the dense graph.
import warnings
import torch.nn as nn
import torch.nn.functional as F
warnings.simplefilter("ignore")

n = 5
edges = [(0, 1), (1, 2), (2, 3), (3, 4), (4, 0), (0, 2)]
src = torch.tensor([a for a, b in edges] + [b for a, b in edges] + list(range(n)))
dst = torch.tensor([b for a, b in edges] + [a for a, b in edges] + list(range(n)))
A = torch.sparse_coo_tensor(torch.stack([src, dst]), torch.ones(src.numel()), (n, n)).coalesce()
deg = torch.sparse.sum(A, dim=1).to_dense()
deg
d_inv_sqrt = deg.pow(-0.5)
idx = A.indices()
A_hat = torch.sparse_coo_tensor(idx, d_inv_sqrt[idx[0]] * A.values() * d_inv_sqrt[idx[1]], (n, n)).coalesce()
A_hat.values()
A_hat.to_dense()
torch.allclose(A_hat.to_dense(), A_hat.to_dense().t())

class GraphConv(nn.Module):
    def __init__(self, fin, fout):
        super().__init__()
        self.weight = nn.Parameter(torch.linspace(-0.5, 0.5, fin * fout).reshape(fin, fout))
        self.bias = nn.Parameter(torch.linspace(0.0, 0.1, fout))

    def forward(self, x, adj):
        return torch.spmm(adj, x @ self.weight) + self.bias

class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.gc1 = GraphConv(3, 4)
        self.gc2 = GraphConv(4, 2)

    def forward(self, x, adj):
        h = F.relu(self.gc1(x, adj))
        return F.log_softmax(self.gc2(h, adj), dim=1)

x = torch.tensor([[1.0, 0.0, 0.5], [0.0, 1.0, 0.5], [1.0, 1.0, 0.0], [0.0, 0.0, 1.0], [0.5, 0.5, 0.5]])
y = torch.tensor([0, 0, 1, 1, 0])
net = Net()
opt = torch.optim.SGD(net.parameters(), lr=0.5)
losses = []
for step in range(8):
    opt.zero_grad()
    out = net(x, A_hat)
    loss = F.nll_loss(out, y)
    loss.backward()
    opt.step()
    losses.append(round(loss.item(), 5))
losses
out.grad_fn
net.gc1.weight
net.gc2.weight.grad
net.gc1.bias.grad
# the same step on the dense adjacency gives the same gradients
g_sparse = [p.grad.clone() for p in net.parameters()]
net.zero_grad()
F.nll_loss(net(x, A_hat.to_dense()), y).backward()
[torch.allclose(a, p.grad, atol=1e-6) for a, p in zip(g_sparse, net.parameters())]
(net(x, A_hat).argmax(1) == y).float().mean()
