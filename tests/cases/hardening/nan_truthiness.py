# NaN is true and unordered on every device: the wgpu kernels read it from its bits, since a
# device may compare NaN as equal to anything (lavapipe made nan.bool() False).
import torch
n = torch.tensor([float("nan"), 0.0, 1.0, -2.0])
n.bool()
n.any()
n.all()
n != 0
n == n
n < 1
n >= 0
torch.logical_and(n, n)
torch.logical_or(n, torch.zeros(4))
torch.logical_xor(n, torch.ones(4))
torch.count_nonzero(n)
n.norm(0)
torch.tensor([float("nan")]).bool().any()
