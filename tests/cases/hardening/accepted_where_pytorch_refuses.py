# Calls PyTorch refuses that we used to answer: scatter with a source of another dtype
# (a one-hot built from integer labels into a float tensor), and logsumexp over an empty
# dim list (which looks like a full reduction but fails inside ATen's in-place add).
import torch

labels = torch.tensor([2, 0, 1])
one_hot = torch.zeros(3, 4)
one_hot.scatter_(1, labels[:, None], 1)
one_hot
torch.zeros(3, 4).scatter_(1, labels[:, None], torch.ones(3, 1, dtype=torch.long))
torch.zeros(3, 4).scatter(1, labels[:, None], torch.ones(3, 1, dtype=torch.float64))
torch.zeros(3, 4).scatter_add(1, labels[:, None], torch.ones(3, 1, dtype=torch.long))
torch.zeros(3, 4).scatter_add_(1, labels[:, None], torch.ones(3, 1))
torch.zeros(3, 4, dtype=torch.long).scatter(1, labels[:, None], torch.ones(3, 1))
torch.zeros(3, 4, dtype=torch.long).scatter(1, labels[:, None], 2.5)
torch.zeros(3, 4).scatter(1, labels[:, None], torch.ones(3, 2, dtype=torch.long))
torch.scatter(torch.zeros(3), 0, labels, torch.tensor([True, False, True]))
torch.zeros(3).scatter_reduce(0, labels, torch.tensor([1, 2, 3]), "sum")
x = torch.arange(6.).reshape(2, 3)
torch.logsumexp(x, dim=[])
torch.logsumexp(x, dim=())
x.logsumexp([])
torch.logsumexp(torch.ones(2, 3, 4), dim=[])
torch.logsumexp(torch.ones(2, 3, 4), dim=[], keepdim=True)
torch.logsumexp(torch.ones(0, 3), dim=[])
torch.logsumexp(torch.tensor(2.), dim=[])
torch.logsumexp(x, dim=[0, 1])
torch.logsumexp(x, dim=1)
torch.logsumexp(torch.tensor([1, 2, 3]), dim=[])
