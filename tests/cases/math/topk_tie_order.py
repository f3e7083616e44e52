# Ties: PyTorch's CPU kernels order equal values by their algorithm's moves (libstdc++'s
# nth_element / partial_sort / sort, ATen's quick-select), not by index.
import torch

logits = torch.tensor([[2.0, 1.0, 2.0, 0.5, 2.0, 1.0, 2.0, 1.0, 0.5, 2.0, 1.0, 2.0, 0.5, 1.0, 2.0, 1.0, 2.0, 0.5, 1.0, 2.0],
                       [0.0, 3.0, 3.0, 1.0, 0.0, 3.0, 1.0, 3.0, 0.0, 3.0, 1.0, 0.0, 3.0, 3.0, 1.0, 0.0, 3.0, 1.0, 0.0, 3.0]])
top = logits.topk(5, dim=1)
top.indices
top.values
logits.topk(4, dim=1, largest=False).indices
logits.topk(2, dim=0).indices
logits.T.topk(1, dim=0).indices
scores = (torch.arange(300) * 7 % 5).float()
scores.topk(3).indices
scores.topk(3, largest=False).indices
scores.topk(60).indices
torch.topk(torch.tensor([1.0, float('nan'), 2.0, float('nan'), 2.0, 1.0] * 4), 4).indices
votes = torch.tensor([[3, 1, 3, 2, 1, 3, 2, 2, 1, 3, 1, 2],
                      [0, 0, 1, 1, 0, 1, 0, 1, 1, 0, 0, 1]])
votes.kthvalue(4, dim=1)
votes.kthvalue(2, dim=0).indices
votes.median(dim=1)
votes.T.median(dim=0).indices
(torch.arange(40) % 4).kthvalue(20)
torch.tensor([float('nan')] * 10).nanmedian(0)
torch.tensor([2.0, float('nan'), 1.0, 1.0, float('nan'), 2.0, 1.0]).nanmedian(0)
torch.mode(torch.arange(40) * 3 % 4)
torch.mode(torch.tensor([[1, 1, 2, 2, 3, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2]]), dim=1)
data = torch.arange(24) % 3
data.argsort()
data.argsort(descending=True)
torch.sort(data.float() - 1.0)
torch.sort(torch.tensor([0.0, -0.0] * 12)).values
torch.msort((torch.arange(36) % 2).view(18, 2))
torch.argsort(data, stable=True)
grid = (torch.arange(60) % 4).view(3, 20)
grid.sort(dim=1).indices
grid.T.sort(dim=0, descending=True).indices
torch.zeros(1).expand(30).sort().indices
torch.sort(data, stable=False).indices
torch.sort(data, stable=False).values.grad_fn
torch.argsort(data, descending=True, stable=False)
scores = (torch.arange(50) * 7 % 5).float()
scores.topk(10, sorted=False).indices
scores.topk(2, sorted=False).indices
scores.topk(10).indices
