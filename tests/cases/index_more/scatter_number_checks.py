# scatter_/scatter with a number for src check the index's dims against self as ATen does
# (found by a reach probe: Deep Learning with PyTorch's own mistake line, a 1-d index into a
# matrix along dim 1, panicked the interpreter; along dim 0 it wrote silently).
import torch

target = torch.tensor([3, 1, 4, 1])
onehot = torch.zeros(4, 10)
onehot.scatter_(1, target, 1.0)
onehot.scatter_(1, target.unsqueeze(1), 1.0)
onehot
torch.zeros(4, 10).scatter_(0, torch.tensor([1, 2, 3]), 1.0)
torch.zeros(4, 10).scatter(1, torch.tensor([1, 2, 3, 4]), 1.0)
torch.zeros(4, 10).scatter(0, torch.tensor([1, 2, 3]), 2.0)
torch.zeros(4, 10).scatter_(1, torch.zeros(4, 1, 1, dtype=torch.long), 1.0)
torch.zeros(4, 10).scatter_(1, torch.tensor([1, 2, 3, 4]), 1.0, reduce='add')
torch.zeros(4, 10).scatter_(1, torch.tensor([1, 2, 3, 4]), torch.ones(4))
torch.zeros(4, 10).scatter_add_(1, torch.tensor([1, 2, 3, 4]), torch.ones(4))
torch.zeros(2, 3).scatter_(1, torch.zeros(3, 1, dtype=torch.long), 5.0)
torch.zeros(2, 3).scatter_(0, torch.zeros(1, 4, dtype=torch.long), 5.0)
torch.zeros(2, 3).scatter_(0, torch.zeros(3, 3, dtype=torch.long), 5.0)
torch.zeros(2, 3).scatter_(1, torch.tensor([[2], [0]]), 7.0)
torch.zeros(2, 3).scatter_(1, torch.zeros(0, dtype=torch.long), 7.0)
torch.zeros(2, 3).scatter_(1, torch.zeros(2, 0, dtype=torch.long), 7.0)
torch.zeros(3).scatter_(0, torch.tensor(1), 9.0)
torch.zeros(()).scatter_(0, torch.tensor([0]), 9.0)
torch.zeros(4).scatter_(0, torch.tensor([[1]]), 9.0)
torch.zeros(2, 3).scatter_(1, torch.tensor([[2], [0]]), torch.tensor(7.0))
