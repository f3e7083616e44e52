# Found by an attack on EmbeddingBag (each part failed before its fix): max mode's ties, NaN
# and -inf (ATen keeps the first strictly greater value), a negative padding_idx in the
# functional form, 2-D input with include_last_offset, zero bags, integer weights.
import torch
import torch.nn.functional as F
W = torch.tensor([[1.0, 5.0], [3.0, 2.0], [3.0, 2.0]], requires_grad=True)
o = F.embedding_bag(torch.tensor([0, 1, 2]), W, torch.tensor([0]), mode='max')
o
o.sum().backward()
W.grad
W.grad = None
o = F.embedding_bag(torch.tensor([1, 2, 1]), W, torch.tensor([0]), mode='max')
o.sum().backward()
W.grad

import torch
import torch.nn.functional as F
F.embedding_bag(torch.tensor([0, 1]), torch.tensor([[float('nan'), 1.0], [2.0, float('nan')]]), torch.tensor([0]), mode='max')
F.embedding_bag(torch.tensor([1, 0]), torch.tensor([[float('nan'), 1.0], [2.0, float('nan')]]), torch.tensor([0]), mode='max')
F.embedding_bag(torch.tensor([0, 1]), torch.tensor([[-float('inf'), 1.0], [-float('inf'), -2.0]]), torch.tensor([0]), mode='max')
F.embedding_bag(torch.tensor([0]), torch.tensor([[-float('inf'), 1.0]]), torch.tensor([0]), mode='max')
W = torch.tensor([[float('nan'), 1.0], [2.0, float('nan')]], requires_grad=True)
F.embedding_bag(torch.tensor([0, 1]), W, torch.tensor([0]), mode='max').sum().backward()
W.grad

import torch
import torch.nn.functional as F
W = torch.arange(20.0).reshape(5, 4)
inp = torch.tensor([0, 2, 4, 1, 3, 3])
off = torch.tensor([0, 2, 2, 5])
F.embedding_bag(inp, W, off, mode='sum', padding_idx=-2)
F.embedding_bag(inp, W, off, mode='sum', padding_idx=3)
F.embedding_bag(inp, W, off, mode='mean', padding_idx=-5)
F.embedding_bag(inp, W, off, mode='max', padding_idx=-2)
F.embedding_bag(inp, W, off, padding_idx=5)
F.embedding_bag(inp, W, off, padding_idx=-6)

import torch
import torch.nn.functional as F
W = torch.arange(20.0).reshape(5, 4)
inp = torch.tensor([[0, 2, 4], [1, 3, 3]])
F.embedding_bag(inp, W, include_last_offset=True)
F.embedding_bag(inp, W, mode='max', include_last_offset=True)
e = torch.nn.EmbeddingBag.from_pretrained(W, mode='sum', include_last_offset=True)
e(inp)

import torch
import torch.nn.functional as F
F.embedding_bag(torch.tensor([0, 1]), torch.arange(6).reshape(3, 2), torch.tensor([0]))
F.embedding_bag(torch.tensor([0, 1]), torch.arange(6).reshape(3, 2), torch.tensor([0]), mode='max')

W = torch.arange(20.0).reshape(5, 4)
inp = torch.tensor([0, 2, 4, 1, 3, 3])
F.embedding_bag(inp, W, torch.tensor([0]), include_last_offset=True)
F.embedding_bag(inp, W, torch.tensor([], dtype=torch.long))
