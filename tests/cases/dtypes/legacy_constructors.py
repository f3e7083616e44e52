# The legacy typed constructors old tutorials and PyTorch's tests still use, and can_cast
# with complex dtypes (test_type_promotion.py).
import torch

m = torch.ByteTensor([1, 0, 1])
m
m.dtype
torch.arange(3)[m.bool()]
torch.CharTensor([-1, 2])
torch.ShortTensor([[1, 2], [3, 4]]).dtype
torch.HalfTensor([1.5, 2.25])
torch.BFloat16Tensor([1.5]).dtype
torch.ByteTensor(2, 3).shape
torch.ByteTensor().shape
torch.can_cast(torch.complex64, torch.float)
torch.can_cast(torch.float, torch.complex64)
torch.can_cast(torch.complex128, torch.complex64)
torch.can_cast(torch.bool, torch.complex64)
torch.can_cast(torch.int64, torch.cfloat)
torch.can_cast(torch.cdouble, torch.int32)
