# Recorded from lessons/06-kernels-walk-memory.md by `stridelab learn --export-cases`; edit the lesson, not this file.
import torch
a = torch.arange(12.).view(3, 4)
t = a.t()
t.stride()
(t + t).stride()
(t * 2).stride()
torch.empty_like(t).stride()
b = torch.arange(9.).view(3, 3)
(b + b.t()).stride()
(b.t() + b).stride()
torch.equal(b + b.t(), b.t() + b)
(a[:, ::2] + 1).stride()
(a[:, ::2] + 1).is_contiguous()
# exercise: Which layout does the result get?
import torch
x = torch.zeros(2, 3, 4).transpose(0, 2)
(x * 2).stride()
