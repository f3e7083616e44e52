# Calling a grad_fn node the wrong way: PyTorch's TypeErrors, and None gradients passed on.
import torch
z = torch.tensor(2., requires_grad=True) * 3
z.grad_fn(torch.tensor(1.))
z.grad_fn(None)
z.grad_fn()
z.grad_fn(1)
z.grad_fn(torch.tensor(1.), torch.tensor(1.))
z.grad_fn(g=torch.tensor(1.))
z.grad_fn.next_functions[0][0].variable
e = torch.ones(0, 3, requires_grad=True).sum(0)
e.grad_fn(torch.ones(3))
len(torch.ones(0).untyped_storage())
len(torch.tensor(1, dtype=torch.int64).untyped_storage())
len(torch.ones(3, dtype=torch.bool).untyped_storage())
torch.ones(2).untyped_storage().device
