# Mistakes in complex shape code report the complex shapes and PyTorch's complex type names,
# never the hidden (re, im) dim of the storage.
import torch
z = torch.tensor([[1.5 - 2j, 3j, 1], [2, 2j, -1j]])
z.expand(2)
z.expand(*z.shape, 2)
z.to(torch.complex128).expand(3)
z.expand_as(torch.zeros(3))
torch.view_as_real(z.expand(2, 2, 3)).shape
v = torch.ones(1, 3, dtype=torch.complex64)
_ = v.mul_(torch.ones(2, 3, dtype=torch.complex64))
v += torch.ones(2, 3)
s = torch.tensor(1j)
_ = s.add_(torch.ones(2, 3, dtype=torch.complex64))
_ = s.add_(torch.tensor(2j))
torch.view_as_real(s)
_ = v.mul_(torch.ones(3, dtype=torch.complex64))
torch.view_as_real(v)
