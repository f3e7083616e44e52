# nn.Embedding as NLP tutorials use it: padding_idx for the pad token, from_pretrained
# vectors, max_norm, scale_grad_by_freq, and the gradient each leaves on the table.
import torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(0)
emb = nn.Embedding(6, 3, padding_idx=0)
emb
emb.weight
batch = torch.tensor([[1, 2, 0, 0], [3, 3, 5, 0]])
out = emb(batch)
out.shape, out.grad_fn.name(), out._base is None, out.is_contiguous()
out
(out * torch.arange(24.0).reshape(2, 4, 3)).sum().backward()
emb.weight.grad
g = out.grad_fn
g._saved_padding_idx, g._saved_scale_grad_by_freq, g._saved_sparse, g._saved_weight_sym_argsize_0
g._saved_indices

freq = nn.Embedding(5, 2, scale_grad_by_freq=True, padding_idx=-1)
freq
idx = torch.tensor([1, 1, 1, 2, 4])
(freq(idx) * torch.tensor([[1.0, 2.0]])).sum().backward()
freq.weight.grad

vectors = torch.tensor([[0.1, 0.2, 0.3], [4.0, 5.0, 6.0], [-1.0, 0.5, 2.0]])
pre = nn.Embedding.from_pretrained(vectors)
pre
pre.weight.requires_grad
pre(torch.tensor([2, 0]))
tuned = nn.Embedding.from_pretrained(vectors, freeze=False, padding_idx=1)
tuned.weight.requires_grad, tuned.padding_idx
tuned(torch.tensor([1, 2]))

capped = nn.Embedding(4, 3, max_norm=1.0)
with torch.no_grad():
    capped.weight.copy_(torch.tensor([[3.0, 4.0, 0.0], [0.1, 0.1, 0.1], [1.0, 2.0, 2.0], [0.0, 0.0, 5.0]]))
capped(torch.tensor([0, 1, 0]))
capped.weight
F.embedding(torch.tensor([3]), capped.weight, max_norm=2.0, norm_type=1.0)
capped.weight

w = torch.arange(12.0).reshape(4, 3).requires_grad_()
F.embedding(torch.tensor([[0, 3], [3, 3]]), w, padding_idx=3).sum().backward()
w.grad
F.embedding(torch.tensor([1, 2], dtype=torch.int32), w)

nn.Embedding(6, 3, padding_idx=6)
nn.Embedding(6, 3, padding_idx=-7)
emb(torch.tensor([6]))
emb(torch.tensor([1.0]))
nn.Embedding.from_pretrained(torch.ones(3))
