# Writes PyTorch refuses because the written-to tensor overlaps itself or its source (a
# review found them accepted): an elementwise op's expanded out= is refused before any
# resize (we resized it), and index_copy_/index_add_/scatter_/scatter_add_/index_put_
# refuse a source sharing memory with self (we wrote through it).
import torch

e = torch.zeros(3).expand(2, 3)
torch.add(torch.ones(3), 1, out=e)
e.shape, e.stride(), e
torch.sin(torch.ones(4), out=e)
torch.clamp(torch.ones(5), 0, 1, out=e)
torch.where(torch.ones(5) > 0, torch.ones(5), torch.zeros(5), out=e)
torch.exp(torch.ones(2, 3), out=e)
s = torch.zeros(3).expand(2, 3)
torch.sum(torch.ones(4, 5), 0, out=s)
s.shape, s.stride(), s
m = torch.zeros(3).expand(2, 3)
torch.mm(torch.ones(4, 2), torch.ones(2, 4), out=m)
m.shape, m.stride()
c = torch.zeros(3).expand(2, 3)
torch.cat([torch.ones(2), torch.ones(2)], out=c)
c.shape
q = torch.arange(4.)
q.index_copy_(0, torch.tensor([0, 1]), q[2:])
q.index_copy_(0, torch.tensor([0, 1, 2, 3]), q)
q.index_add_(0, torch.tensor([0, 1]), q[2:])
q.scatter_(0, torch.tensor([0, 1]), q[2:])
q.scatter_add_(0, torch.tensor([0, 1]), q[2:])
q.index_put_((torch.tensor([0, 1]),), q[2:])
q.index_put_((torch.tensor([0, 1]),), q[2:], accumulate=True)
q.put_(torch.tensor([0, 1]), q[2:])
q
q.masked_scatter_(torch.tensor([True, True, False, False]), q[2:])
q[:2].copy_(q[2:])
q
q.index_copy_(0, torch.tensor([0, 1]), q[2:].clone())
q.index_add_(0, torch.tensor([0, 9]), q[2:])
