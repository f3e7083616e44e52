# needs the C library's float32 and float64 math (glibc): the scalar tails of pow are
# glibc's powf/pow, which wasm32's libm port does not reproduce bit for bit.
# pow with a tensor exponent as PyTorch's CPU kernel computes it: SLEEF's powf/pow (u10) on
# whole vector blocks (32 floats, 16 doubles) of each vectorized row, the C library on the
# rest and on strided rows; pow(Tensor, number) special-cases 0, 1, 0.5, -0.5, -1, 2, 3, -2
# and reads other numbers in double on its scalar path. Values viewed as bits.
import math
import torch

# "Learning PyTorch with Examples": a cubic fit with the powers as a tensor exponent.
x = torch.linspace(-math.pi, math.pi, 200)
y = x - x.pow(3) / 6 + x.pow(5) / 120
p = torch.tensor([1, 2, 3])
xx = x.unsqueeze(-1).pow(p)
xx.cpu().view(torch.int32).tolist()[::7]
w = torch.tensor([0.1, -0.2, 0.3])
b = torch.tensor(0.05)
lr = 1e-4
for t in range(20):
    y_pred = b + (xx * w).sum(-1)
    g = 2.0 * (y_pred - y)
    w = w - lr * (g.unsqueeze(-1) * xx).sum(0)
    b = b - lr * g.sum()
w.cpu().view(torch.int32)
b.cpu().view(torch.int32)
# The same powers with the exponent along a row of 32 or more: SLEEF on the blocks.
xt = x.unsqueeze(0).pow(torch.tensor([[1.0], [2.0], [3.0]]))
xt.cpu().view(torch.int32)[:, ::5]
x.pow(torch.full((200,), 3.0)).cpu().view(torch.int32)[::3]
x.pow(torch.tensor(3.0)).cpu().view(torch.int32)[::3]
x.pow(3).cpu().view(torch.int32)[::3]

# Lengths around the block edges: the tail takes powf.
e = torch.linspace(-2.5, 2.5, 200)
a = torch.linspace(0.1, 7.3, 200)
[a[:n].pow(e[:n]).cpu().view(torch.int32)[-4:].tolist() for n in (31, 32, 33, 100, 200)]
a.pow(e).cpu().view(torch.int32)[::4]
ad, ed = a.double(), e.double()
[ad[:n].pow(ed[:n]).cpu().view(torch.int64)[-4:].tolist() for n in (15, 16, 17, 31, 33, 100, 200)]
ad.pow(ed).cpu().view(torch.int64)[::4]

# Python numbers: pow(Tensor, number) and pow(number, Tensor).
a.pow(1.7).cpu().view(torch.int32)[::4]
a.pow(2.5).cpu().view(torch.int32)[::4]
a.pow(5).cpu().view(torch.int32)[::4]
a.pow(-3).cpu().view(torch.int32)[::4]
a.pow(-0.5).cpu().view(torch.int32)[::4]
a.pow(-2).cpu().view(torch.int32)[::4]
a.pow(-1).cpu().view(torch.int32)[::4]
(10 ** e).cpu().view(torch.int32)[::4]
(2 ** e).cpu().view(torch.int32)[::4]
torch.pow(2.5, e).cpu().view(torch.int32)[::4]
(10 ** ed).cpu().view(torch.int64)[::4]
ad.pow(1.7).cpu().view(torch.int64)[::4]
torch.float_power(a, e).cpu().view(torch.int64)[::4]
torch.float_power(a, 1.3).cpu().view(torch.int64)[::4]

# In place and out=.
z = a.clone()
z.pow_(e)
z.cpu().view(torch.int32)[::4]
z = a.clone()
z.pow_(1.7)
z.cpu().view(torch.int32)[::4]
o = torch.empty(200)
torch.pow(a, e, out=o)
o.cpu().view(torch.int32)[::4]

# Layouts: transposed both (one contiguous loop), transposed one (strided), sliced rows,
# strided inputs, broadcast exponent or base (stride 0).
A = a.reshape(20, 10).t()
E = e.reshape(20, 10).t()
A.pow(E).cpu().view(torch.int32)[:, ::3]
a.reshape(10, 20).pow(E).cpu().view(torch.int32)[:, ::3]
R = torch.linspace(0.2, 5.0, 400).reshape(10, 40)[:, :33]
S = torch.linspace(-2.0, 2.0, 400).reshape(10, 40)[:, :33]
R.pow(S).cpu().view(torch.int32)[:, 28:]
a[::2].pow(e[::2]).cpu().view(torch.int32)[::3]
torch.stack([a, a], 1)[:, 0].pow(1.7).cpu().view(torch.int32)[::4]
a.pow(torch.tensor([1.7]).expand(200)).cpu().view(torch.int32)[::4]
a.reshape(2, 100).pow(e[:100]).cpu().view(torch.int32)[:, ::7]
a.reshape(2, 100).pow(torch.tensor([[1.7], [-0.3]])).cpu().view(torch.int32)[:, ::7]
a[:50].pow(e[:100].reshape(2, 50)).cpu().view(torch.int32)[:, ::7]
torch.tensor(1.7).expand(40).pow(e[:40]).cpu().view(torch.int32)

# Hostile values: negative bases, zeros, infinities, NaN, subnormals, huge exponents, in a
# 40-wide exponent row (SLEEF's selects) and through the scalar tail.
vals = [0.0, -0.0, 1.0, -1.0, 2.0, -2.0, 0.5, -0.5, 3.0, -3.0, 2.5, -2.5, float("inf"), float("-inf"), float("nan"), 1e-40, -1e-40, 3.4e38, 1e-3, 1e3]
ex = torch.tensor(vals + [0.5, 1.5, -1.5, 3.5, 16777217.0, -16777216.0, 1e10, -1e10, 88.7, -103.9, 127.0, -150.0, 0.1, -0.1, 7.0, -7.0, 33.0, -33.0, 4.0, -4.0])
bs = torch.tensor(vals)
grid = bs.unsqueeze(-1).pow(ex)
grid.cpu().view(torch.int32).tolist()
bs.unsqueeze(-1).pow(ex[:20]).cpu().view(torch.int32).tolist()
torch.tensor(0.0).pow(torch.tensor([0.0, -1.0, 1.0, float("nan")]))
gd = bs.double().unsqueeze(-1).pow(ex.double())
gd.cpu().view(torch.int64).tolist()
[torch.tensor([-8.0] * 33).pow(torch.tensor([1.0 / 3] * 33)).cpu().view(torch.int32).tolist()[-2:]]

# Integer tensors: not SLEEF (an integer power).
torch.arange(-5, 6).pow(torch.tensor([0, 1, 2, 3, 4, 5, 2, 3, 4, 1, 0]))
torch.arange(10).pow(2)
(2 ** torch.arange(10))
torch.arange(1, 6).pow(torch.tensor([0.5, 1.5, 2.5, -1.0, 3.0])).cpu().view(torch.int32)
