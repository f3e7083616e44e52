# Found by a reach probe of tutorial-style code: nn.init's calculate_gain, eye_, dirac_ and
# sparse_, torch.nn.utils.rnn.pad_sequence (a DataLoader collate_fn's usual helper) and
# Tensor.apply_ were missing.
import torch
import torch.nn as nn
from torch.nn.utils.rnn import pad_sequence
a = torch.ones(2, requires_grad=True); b = torch.ones(3, requires_grad=True)
p = pad_sequence([a, b*2])
p
p.grad_fn
p.grad_fn.next_functions
p.sum().backward()
a.grad, b.grad
pad_sequence([torch.ones(2,2), torch.ones(1,2)], batch_first=True, padding_side='left')
pad_sequence((torch.arange(3), torch.arange(2)), padding_value=-1)
nn.utils.rnn.pad_sequence([torch.ones(1), torch.zeros(2)]).shape
pad_sequence([])
pad_sequence([torch.ones(2), torch.ones(2,1)])
pad_sequence(torch.ones(2,3))
pad_sequence([torch.ones(2), torch.ones(3,dtype=torch.int64)])
pad_sequence([torch.ones(2)], padding_side='mid')
pad_sequence([torch.tensor(1.)])
pad_sequence(3)
t = torch.arange(6).view(2,3)
t.t().apply_(lambda v: v*2)
t
torch.ones(2).apply_(lambda v: 'a')
torch.arange(3).apply_(lambda v: v/2)
torch.ones(2, requires_grad=True).apply_(lambda v: v)
torch.ones(2).apply_(3)
torch.ones(2).apply_(lambda v: True)
calls = []
torch.arange(4.).view(2, 2).t().apply_(lambda v: calls.append(v) or v)
calls
import torch.nn.init as init
init.calculate_gain('sigmoid'), init.calculate_gain('leaky_relu'), init.calculate_gain('selu'), init.calculate_gain('tanh'), init.calculate_gain('relu', 3), init.calculate_gain('leaky_relu', 0.2), init.calculate_gain('conv2d')
init.calculate_gain('foo')
init.calculate_gain('leaky_relu', True)
init.calculate_gain('leaky_relu', 'x')
init.eye_(torch.empty(2,2,2))
init.dirac_(torch.empty(2,2))
init.dirac_(torch.empty(3,2,3), groups=2)
init.sparse_(torch.empty(3), 0.5)
w = torch.empty(2,3, requires_grad=True)
init.eye_(w)
w.requires_grad, w.grad_fn
init.dirac_(torch.empty(4,2,3), groups=2)
init.dirac_(torch.empty(2,2,3,3)).sum()
init.dirac_(torch.empty(2,3,3,3,3)).nonzero()
init.sparse_(torch.empty(4,3), 0.5)
g = torch.Generator().manual_seed(3)
init.sparse_(torch.empty(3,2), 0.4, std=1.0, generator=g)
torch.rand(2)
(7).bit_length(), (0).bit_length(), (-8).bit_length(), True.bit_length(), (2**100).bit_length(), (255).bit_count(), (-3).bit_count()
