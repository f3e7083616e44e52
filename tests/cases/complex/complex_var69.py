# Variance and standard deviation of complex tensors: ATen adds the parts' variances.
import torch

torch.manual_seed(0)
z = torch.randn(3, 4, dtype=torch.cfloat, requires_grad=True)
z.var()
z.std(1)
z.var(0, correction=0, keepdim=True)
z.std(dim=(0, 1), unbiased=False)
torch.var(z, 1)
torch.std(z)
z.var().grad_fn, z.std().grad_fn
z.std().backward()
torch.view_as_real(z.grad)[0]
torch.randn(5, dtype=torch.cdouble).var().dtype
torch.zeros(1, dtype=torch.cfloat).var()
z.var(5)
