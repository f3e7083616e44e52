# `.to()` of a complex tensor with a device string, as `device = "cpu"; z.to(device)` writes it.
import torch

torch.manual_seed(0)
device = "cpu"
z = torch.randn(2, dtype=torch.cfloat, requires_grad=True)
z.to(device) is z
z.to(device, torch.complex128).grad_fn
z.to(device, torch.complex128).dtype
z.to(torch.device("cpu")) is z
w = torch.randn(3, dtype=torch.cdouble).to(device)
w.dtype, w.device
