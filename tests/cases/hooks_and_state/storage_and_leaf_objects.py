# The objects behind a tensor: its untyped storage (bytes) and a leaf's AccumulateGrad node.
import torch
x = torch.arange(6.).view(2, 3)
s = x.untyped_storage()
len(s)
s.nbytes()
s.size()
s.element_size()
s.device
x.t().untyped_storage().data_ptr() == s.data_ptr()
len(x[1].untyped_storage())
x.is_cpu == (x.device.type == 'cpu')
torch.zeros(2, dtype=torch.int64).untyped_storage().element_size()
w = torch.ones(3, requires_grad=True)
y = (w * 2).sum()
acc = y.grad_fn.next_functions[0][0].next_functions[0][0]
acc.name()
acc.variable is w
acc.variable
