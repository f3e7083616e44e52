# Error texts of common mistakes, word for word as PyTorch's
import torch
import torch.nn.functional as F
torch.eye(2, -3)
torch.eye(-1, -3)
torch.eye(-2)
torch.eye(0, 0)
F.embedding(torch.tensor([1]), torch.zeros(5))
F.embedding(torch.tensor([1]), torch.zeros(5, 2, 2))
torch.diff(torch.tensor([1, 2, 3]), prepend=torch.tensor([[0]]))
torch.diff(torch.tensor([1, 2, 3]), append=torch.tensor([[0]]))
torch.diff(torch.tensor([[1, 2, 3]]), prepend=torch.tensor([0]))
torch.diff(torch.tensor([1, 2, 3]), prepend=torch.tensor([0]), append=torch.tensor([9]))
theta = torch.zeros(1, 2, 3)
F.affine_grid(theta, (1, 1, 4), align_corners=False)
F.affine_grid(theta, torch.Size([1, 1, 4]), align_corners=False)
F.affine_grid(theta, [1, 1, 4], align_corners=False)
