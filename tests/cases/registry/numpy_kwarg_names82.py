# PyTorch's argument parser takes NumPy's names for `input` (x, a, x1) and `other` (x2), as
# test_reductions' numpy-named-args test calls them; a name already given stays unexpected.
import torch
x1 = torch.tensor([1., 2.])
x2 = torch.tensor([3., 4.])
torch.add(x1=x1, x2=x2)
torch.mul(x1=x1, x2=x2)
torch.sub(x1=x1, x2=x2, alpha=2)
torch.maximum(x1=x1, x2=x2)
x1.add(x2=x2)
torch.abs(x=-x1)
torch.exp(a=x1)
torch.sum(a=x1, axis=0)
torch.mul(input=x1, x2=x2)
torch.add(x1=x1, other=x2)
torch.add(x1, x2, x2=x2)
