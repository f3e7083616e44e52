# Integer arithmetic as ATen's kernels do it: wrap-around, powi's rules for negative
# exponents, promotion between small ints, and division at the edges.
import torch
a = torch.tensor([2**62, -2**63, 2**63 - 1])
a + a
a * 3
a - 1
-a
a.abs()
a // -1
a % -1
b = torch.tensor([200, 100, 255], dtype=torch.uint8)
b + b
b * 2
b - 201
b + 300
b // 3
-b
c = torch.tensor([100, -128, 127], dtype=torch.int8)
c + c
c * c
c + torch.tensor([1, 2, 3], dtype=torch.uint8)
(c + torch.tensor([1, 2, 3], dtype=torch.uint8)).dtype
c.abs()
d = torch.tensor([2**31 - 1, -2**31], dtype=torch.int32)
d + 1
d * 2
d + 2**40
d.sum()
d.sum().dtype
d.prod()
torch.tensor([3, 4]) ** 2
torch.tensor([3, 4]) ** -1
torch.tensor([2, 3]) ** 63
torch.tensor([2, 3]) ** 64
2 ** torch.tensor([3, 62, 63, 64])
torch.tensor([0, 1, 2]) ** torch.tensor([0, -1, 2])
torch.pow(torch.tensor([-2, 2]), torch.tensor([-1, -2]))
torch.tensor([1, 2], dtype=torch.uint8) ** 9
torch.tensor([True, False]) + torch.tensor([True, True])
torch.tensor([True, False]) * 3
torch.tensor([True]) + 1.5
torch.tensor(5) + torch.tensor([1, 2], dtype=torch.int8)
(torch.tensor(5) + torch.tensor([1, 2], dtype=torch.int8)).dtype
(torch.tensor(5.0) + torch.tensor([1, 2], dtype=torch.int8)).dtype
(torch.tensor([5.0], dtype=torch.float64) + torch.tensor([1, 2], dtype=torch.float16)).dtype
(torch.tensor(5.0, dtype=torch.float64) + torch.tensor([1, 2], dtype=torch.float16)).dtype
(torch.tensor([1], dtype=torch.uint8) + torch.tensor(-1)).dtype
torch.tensor([1], dtype=torch.uint8) + torch.tensor(-1)
torch.tensor([1], dtype=torch.uint8) - 2
torch.tensor([5, -5]) >> 1
torch.tensor([5, -5]) << 62
torch.tensor([5, -5]) & -2
torch.tensor([5, -5]) | 2
torch.tensor([5, -5]) ^ torch.tensor([3, 3])
~torch.tensor([5, -5])
~torch.tensor([5, 250], dtype=torch.uint8)
~torch.tensor([True, False])
torch.tensor([7, -7]) // torch.tensor([2, 2])
torch.tensor([7, -7]) % torch.tensor([-2, -2])
torch.tensor([7, -7]) / torch.tensor([2, 2])
torch.tensor([7, -7]).div(2, rounding_mode='trunc')
torch.tensor([7, -7], dtype=torch.int8) // torch.tensor([0, 1], dtype=torch.int8)
torch.tensor([1.5]).int() + 2**31
torch.iinfo(torch.int8).min
torch.tensor([-128], dtype=torch.int8) // -1
torch.tensor([-2**31], dtype=torch.int32) // -1
torch.tensor([-2**31], dtype=torch.int32).abs()
torch.tensor([-128], dtype=torch.int8).neg()
torch.tensor([3.7, -3.7]).to(torch.int64) * 2
torch.arange(5, dtype=torch.uint8) - 3
torch.arange(250, 256, dtype=torch.uint8).sum()
torch.arange(250, 256, dtype=torch.uint8).sum().dtype
torch.arange(120, 128, dtype=torch.int8).cumsum(0)
torch.tensor([100, 100], dtype=torch.int8).mean(dtype=torch.float32)
torch.tensor([100, 100], dtype=torch.int8).prod()
torch.tensor([0, 1, 2, -1, -2, 3]) ** torch.tensor([-1, -1, -1, -1, -3, -2])
2 ** torch.tensor([-1, 0])
torch.tensor([2, 3]) ** torch.tensor([2**32, 2**32 + 1])
torch.tensor([2, 3]).pow(2**32 + 1)
x = torch.tensor([2, 3])
x.pow_(-1)
x **= -2
x
x.pow_(torch.tensor([-1, -1]))
x
torch.tensor([1, -1]) ** -3
torch.tensor([True]) ** -1
torch.tensor([2.0]) ** -1
