# Tensor.new_tensor of a tensor: a detached copy in the tensor's dtype, strides kept
import torch
x = torch.arange(6.).reshape(2, 3)
a = torch.zeros(1, dtype=torch.int32).new_tensor(x.t())
a
a.stride()
a.dtype
b = torch.zeros(1).new_tensor(torch.tensor([1, 2]), dtype=torch.float64, requires_grad=True)
b
c = x.new_tensor(x)
c.data_ptr() == x.data_ptr()
c.requires_grad
