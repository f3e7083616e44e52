# fmod / remainder / floor division results that are zero keep PyTorch's sign.
import torch

a = torch.tensor([-2.0, 2.0, -0.0, 0.0, -3.0, 3.0, -1.5, 4.5])
b = torch.tensor([1.0, -1.0, 1.0, -1.0, 1.5, -1.5, 0.5, -1.5])
[repr(v) for v in torch.fmod(a, b).tolist()]
[repr(v) for v in torch.remainder(a, b).tolist()]
[repr(v) for v in (a % b).tolist()]
[repr(v) for v in torch.floor_divide(a, b).tolist()]
[repr(v) for v in (a // 2.0).tolist()]
[repr(v) for v in torch.fmod(a, 0.5).tolist()]
[repr(v) for v in (torch.tensor([-0.25, 0.25]) // torch.tensor([1.0, -1.0])).tolist()]
