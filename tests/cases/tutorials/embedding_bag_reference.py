# nn.EmbeddingBag and F.embedding_bag as their documentation shows them, with every mode
# and option, checked values and gradients.
import torch
import torch.nn as nn
import torch.nn.functional as F
W = torch.arange(30.).reshape(10, 3).sin()
inp = torch.tensor([1, 2, 4, 5, 4, 3, 2, 9])
off = torch.tensor([0, 4])
for mode in ['sum', 'mean', 'max']:
    (mode, F.embedding_bag(inp, W, off, mode=mode))
F.embedding_bag(inp, W, torch.tensor([0, 4, 4]), mode='max')
F.embedding_bag(inp, W, torch.tensor([0, 4, 4]), mode='mean')
F.embedding_bag(inp, W, torch.tensor([0, 4, 8]), mode='sum')
F.embedding_bag(inp, W, torch.tensor([0, 4, 8]), mode='sum', include_last_offset=True)
F.embedding_bag(inp, W, torch.tensor([0, 3, 6]), mode='sum', include_last_offset=True)
F.embedding_bag(torch.tensor([[1, 2], [3, 4], [0, 0]]), W, mode='sum')
F.embedding_bag(inp, W, off, mode='sum', per_sample_weights=torch.arange(8.))
F.embedding_bag(inp, W, off, mode='mean', padding_idx=2)
F.embedding_bag(inp, W, off, mode='max', padding_idx=4)
F.embedding_bag(inp, W, off, mode='sum', padding_idx=2)
F.embedding_bag(torch.tensor([2, 2, 1]), W, torch.tensor([0, 2]), mode='mean', padding_idx=2)
F.embedding_bag(inp.int(), W, off.int(), mode='sum')
F.embedding_bag(inp, W.double(), off)
F.embedding_bag(inp, W, off).stride()
eb = nn.EmbeddingBag.from_pretrained(W, mode='sum')
eb
eb.weight.requires_grad
eb(inp, off)
nn.EmbeddingBag(10, 3, max_norm=1.0, norm_type=1.0, padding_idx=-1)
nn.EmbeddingBag(10, 3, mode='max', scale_grad_by_freq=True)
nn.EmbeddingBag(10, 3, include_last_offset=True).include_last_offset
# Gradients reach the weight (and the per-sample weights).
Wg = W.clone().requires_grad_()
o = F.embedding_bag(inp, Wg, off, mode='mean')
o.grad_fn
(o * torch.tensor([[1., 2., 3.], [4., 5., 6.]])).sum().backward()
Wg.grad
Wg.grad = None
psw = torch.arange(1., 9.).requires_grad_()
o = F.embedding_bag(inp, Wg, off, mode='sum', per_sample_weights=psw)
o.sum().backward()
Wg.grad, psw.grad
Wg.grad = None
F.embedding_bag(inp, Wg, off, mode='max').sum().backward()
Wg.grad
Wg.grad = None
F.embedding_bag(inp, Wg, off, mode='sum', padding_idx=4).sum().backward()
Wg.grad
# max_norm renormalises the rows it reads, in place.
Wn = W.clone() * 3
F.embedding_bag(inp, Wn, off, max_norm=1.0)
Wn
# Errors.
F.embedding_bag(inp, W, torch.tensor([1, 4]))
F.embedding_bag(inp, W, torch.tensor([0, 9]))
F.embedding_bag(inp, W, torch.tensor([0, 5, 3]))
F.embedding_bag(torch.tensor([1, 20]), W, torch.tensor([0]))
F.embedding_bag(inp.float(), W, off)
F.embedding_bag(torch.tensor([[1, 2]]), W, off)
F.embedding_bag(inp, W)
F.embedding_bag(inp, W, off.reshape(1, 2))
F.embedding_bag(inp.reshape(2, 2, 2), W)
F.embedding_bag(inp, W[0], off)
F.embedding_bag(inp, W, off, mode='median')
F.embedding_bag(inp, W, off, mode='max', scale_grad_by_freq=True)
F.embedding_bag(inp, W, off, mode='mean', per_sample_weights=torch.ones(8))
F.embedding_bag(inp, W, off, mode='sum', per_sample_weights=torch.ones(7))
