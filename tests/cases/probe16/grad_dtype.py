# Tensor.grad_dtype (PyTorch 2.15): a leaf's gradients are cast to it, None keeps any dtype;
# readable on every tensor, settable on leaves only. (probe 16: the torch.Tensor docstring
# example.)
import torch
x = torch.tensor([1.0, 2.0], requires_grad=True)
x.grad_dtype
x.grad_dtype = torch.float16
x.grad_dtype
(x * 2).sum().backward()
x.grad
x.grad_dtype = None
x.grad_dtype
y = torch.ones(2, dtype=torch.float64)
x2 = torch.tensor([1.0, 2.0], requires_grad=True)
x2.grad_dtype = None
(x2 * y).sum().backward()
x2.grad
x3 = torch.tensor([1.0, 2.0], requires_grad=True)
(x3 * y).sum().backward()
x3.grad
x4 = torch.tensor([1.0, 2.0], requires_grad=True)
x4.grad_dtype = torch.float64
(x4 * 2).sum().backward()
(x4 * 2).sum().backward()
x4.grad
x4.grad_dtype = "a"
x4.grad_dtype = 3
torch.tensor([1, 2]).grad_dtype
z = x * 2
z.grad_dtype
z.grad_dtype = torch.float16
torch.nn.Parameter(torch.ones(2)).grad_dtype
