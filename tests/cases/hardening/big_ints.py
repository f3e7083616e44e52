# Python ints have no fixed width: factorials, Fibonacci numbers and powers of two past
# 64 bits, mixed with floats, hashed, formatted; tensors keep PyTorch's 64-bit limit.
import math
import torch
def factorial(n):
    r = 1
    for k in range(2, n + 1):
        r *= k
    return r
factorial(25)
factorial(30) // factorial(28)
a, b = 0, 1
for _ in range(100):
    a, b = b, a + b
a
2 ** 64, -2 ** 63 - 1, 1 << 100
(2 ** 64) % 1000, (-2 ** 64) // 7, divmod(10 ** 20, 3)
10 ** 20 / 7, 2 ** 64 / 2 ** 32
int(1e25), int(-2.5e19), round(1e22), math.floor(3.7e20)
2 ** 64 == 2.0 ** 64, 2 ** 53 + 1 == 2.0 ** 53, 2 ** 70 > 1e21
hash(2 ** 64), hash(-2 ** 100), hash(2.5)
{2 ** 64: 'big', 1: 'one'}[18446744073709551616.0]
f"{2 ** 80:,}", f"{2 ** 80:x}", f"{-2 ** 66:>30}", str(-10 ** 30)
int('123456789012345678901234567890') + 1
max([2 ** 65, 3, 2.5e19]), sorted([2 ** 64, -2 ** 64, 0])
abs(-2 ** 63), -(-2 ** 63), ~2 ** 70, (2 ** 70) >> 60, (2 ** 70) & 0xFFFF
x = torch.ones(3)
x * 2 ** 40
len(str(2 ** 10000))
torch.tensor([2 ** 63])
x + 2 ** 64
str(10 ** 5000)
