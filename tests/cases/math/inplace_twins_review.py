import torch

# A scan in place keeps the tensor's dtype; asking for another is ATen's error.
torch.ones(3).cumsum_(0, dtype=torch.float64)
torch.ones(3).cumprod_(0, dtype=torch.int64)
torch.ones(3, dtype=torch.float64).cumsum_(0, dtype=torch.float32)
torch.ones(3).cumsum_(0, dtype=torch.float32)
torch.tensor([1, 2, 3], dtype=torch.int32).cumprod_(0)

# Logical ops and atan2 take no number for `other`.
f = torch.tensor([1.5, 0., 0.])
f.logical_or(3)
torch.logical_and(f, 0)
f.logical_xor_(2)
f.logical_and_(0)
f.atan2(1.0)
f.arctan2_(1.0)
f
f.logical_or_(torch.tensor([0., 1., 0.]))

# unique over a dim of a 0-d tensor; a matrix norm wants two dims.
torch.unique(torch.tensor(3.), dim=0)
torch.unique_consecutive(torch.tensor(3.), dim=0)
torch.linalg.norm(torch.ones(2, 3), 'fro', dim=1)
torch.linalg.norm(torch.ones(2, 3), 'nuc', dim=(1,))
torch.linalg.matrix_norm(torch.ones(2, 3, 4), dim=(0, 1, 2))
