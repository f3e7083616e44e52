# An int past 64 bits where PyTorch takes an int: the parser's ValueError (it was
# "must be int, not int").
import torch
x = torch.arange(6.).view(2, 3)
x.unsqueeze(2**64)
x.narrow(0, 0, 2**64)
x.topk(2**64)
x.tril(2**64)
x.roll(2**64)
x.sum(2**64)
x.transpose(2**64, 0)
x.unsqueeze(-2**70)
x.unsqueeze(1)
x.roll(1)
