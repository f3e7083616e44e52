# int64 values past 2**53 print, list and record exactly (they were read through float64).
import torch
x = torch.tensor([5754369500202063121, -9223372036854775807, 2**53 + 1])
x
x.tolist()
str(x.tolist())
x[0].item()
x + 0
(x // 3)
torch.tensor([[2**62 + 3, 1], [7, -2**62 - 5]])
torch.arange(2**53, 2**53 + 4)
