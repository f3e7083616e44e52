import torch

# The infinity and realness tests (ATen: comparisons with inf, and ones_like for a real dtype).
v = torch.tensor([float('inf'), float('-inf'), float('nan'), 0.0, 1.0])
torch.isposinf(v)
torch.isneginf(v)
v.isposinf()
v.isneginf()
torch.isreal(v)
v.isreal()
torch.isreal(torch.arange(6.).view(2, 3).t()).stride()
torch.isposinf(torch.tensor([1, 2]))
torch.isneginf(torch.tensor([True]))
torch.isposinf(3.0)
torch.isposinf(v.half())
