import torch
# The smallest int64/int32 divided by -1 wraps to itself in PyTorch (no crash).
a = torch.tensor([-2**62 * 2, 7, -7, 0])
a // -1
a % -1
torch.div(a, -1, rounding_mode='floor')
torch.remainder(a, -1)
torch.fmod(a, -1)
b = torch.tensor([-2**31, 5], dtype=torch.int32)
b // -1
b % -1
torch.tensor(-2**62 * 2) // torch.tensor([-1, 1])
torch.div(b, -1, rounding_mode='floor')
# Python ints at the edge of 64 bits
(-2**62 * 2) % -1
(-2**62 * 2 + 1) // -1
((2**62 - 1 + 2**62)) // -1
divmod(-2**62 * 2 + 5, 7)
-7 // 2
-7 % 2
