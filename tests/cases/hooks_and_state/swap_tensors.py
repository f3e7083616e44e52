# torch.utils.swap_tensors, as nn.Module's `_apply` uses it with
# torch.__future__.set_swap_module_params_on_conversion(True): each object keeps its
# identity and takes the other's data, metadata, autograd state, class and attributes.
import torch
import torch.nn as nn

a = torch.ones(2)
b = torch.arange(6.0).reshape(2, 3).t()
ida, idb = id(a), id(b)
a.tag = "from a"
torch.utils.swap_tensors(a, b)
a
b
(id(a) == ida, id(b) == idb)
a.tag if hasattr(a, "tag") else None
b.tag
a.is_contiguous()
a.stride()

p = nn.Parameter(torch.ones(2))
q = torch.zeros(3, dtype=torch.float64)
(p * 2).sum().backward()
torch.utils.swap_tensors(p, q)
(type(p).__name__, type(q).__name__)
(p.requires_grad, q.requires_grad)
p.grad is None
q.grad
(p.dtype, q.dtype)
q.is_leaf
isinstance(q, nn.Parameter)

# A second swap puts everything back.
torch.utils.swap_tensors(p, q)
(type(p).__name__, p.dtype, p.grad)

# Swapping a tensor with itself changes nothing.
c = torch.tensor([1, 2, 3])
torch.utils.swap_tensors(c, c)
c

# A module's parameter swapped in place: the module still holds the same object.
lin = nn.Linear(2, 2)
w = lin.weight
torch.utils.swap_tensors(w, nn.Parameter(torch.zeros(2, 2)))
lin.weight is w
lin.weight
torch.utils.swap_tensors.__name__

try:
    torch.utils.swap_tensors(a, 3)
except AttributeError as err:
    caught = str(err)
caught
