# A "number formats" lesson: how float8 stores numbers, where it rounds, and where it stops.
import torch
# Bit views read storages as another dtype, which stridelab does on the CPU only: the
# tensors here are made there whatever the default device.
torch.set_default_device('cpu')

formats = [torch.float8_e4m3fn, torch.float8_e5m2, torch.float8_e4m3fnuz,
           torch.float8_e5m2fnuz, torch.float8_e8m0fnu]
[str(d) for d in formats]
[(d.itemsize, d.is_floating_point, d.is_signed) for d in formats]

# finfo: range and precision of each format
[torch.finfo(d).bits for d in formats]
torch.finfo(torch.float8_e4m3fn)
torch.finfo(torch.float8_e5m2)
torch.finfo(torch.float8_e4m3fnuz).max, torch.finfo(torch.float8_e5m2fnuz).tiny
torch.finfo(torch.float8_e8m0fnu).min, torch.finfo(torch.float8_e8m0fnu).max
torch.finfo(torch.float8_e4m3fn).eps, torch.finfo(torch.float8_e5m2).eps

# Round-tripping float32 through float8: precision lost
x = torch.tensor([0.1, 1.3, 3.14159, -2.7, 100.0, 0.001])
e4 = x.to(torch.float8_e4m3fn)
e4
e4.float()
e5 = x.to(torch.float8_e5m2)
e5
e5.float() - x
x.to(torch.float8_e4m3fnuz).float()
x.to(torch.float8_e5m2fnuz).float()
x.abs().to(torch.float8_e8m0fnu)

# The bits behind the values
e4.view(torch.uint8)
e5.view(torch.uint8)
torch.tensor([0, 1, 8, 56, 126, 127, 128, 254], dtype=torch.uint8).view(torch.float8_e4m3fn).float()
torch.tensor([0, 1, 4, 60, 123, 124, 125, 252], dtype=torch.uint8).view(torch.float8_e5m2).float()
torch.tensor([0, 1, 127, 128, 254, 255], dtype=torch.uint8).view(torch.float8_e8m0fnu).float()
torch.tensor([0, 1, 127, 128], dtype=torch.uint8).view(torch.float8_e4m3fnuz).float()

# Overflow: e4m3fn saturates, e5m2 goes to inf, the fnuz types go to NaN
big = torch.tensor([300.0, 448.0, 464.0, 500.0, 1e6, float('inf'), -float('inf'), float('nan')])
big.to(torch.float8_e4m3fn).float()
big.to(torch.float8_e5m2).float()
big.to(torch.float8_e4m3fnuz).float()
torch.tensor([57344.0, 61439.0, 61440.0, 70000.0]).to(torch.float8_e5m2).float()
torch.tensor([57344.0, 70000.0]).to(torch.float8_e5m2fnuz).float()
torch.tensor([0.0, -0.0]).to(torch.float8_e4m3fnuz).view(torch.uint8)
torch.tensor([0.0, -0.0]).to(torch.float8_e4m3fn).view(torch.uint8)

# Rounding ties go to even
torch.tensor([1.0625, 1.1875, 1.125, 1.3125]).to(torch.float8_e4m3fn).float()
torch.tensor([0.0, 0.75, 1.5, 3.0, 6.0, -4.0]).to(torch.float8_e8m0fnu).float()

# Tiny values become subnormals, then zero
torch.tensor([2.0 ** -6, 2.0 ** -7, 2.0 ** -9, 2.0 ** -10, 2.0 ** -11]).to(torch.float8_e4m3fn).float()
torch.tensor([2.0 ** -14, 2.0 ** -16, 2.0 ** -17, 2.0 ** -18]).to(torch.float8_e5m2).float()

# Making float8 tensors directly
torch.zeros(3, dtype=torch.float8_e4m3fn)
torch.ones(2, 2, dtype=torch.float8_e5m2)
torch.full((3,), 2.5, dtype=torch.float8_e4m3fn)
torch.tensor([1.5, -0.375], dtype=torch.float8_e5m2)
torch.zeros(2, dtype=torch.float8_e8m0fnu)
torch.ones_like(e4)
torch.zeros_like(x, dtype=torch.float8_e4m3fnuz)
torch.empty(2, 3, dtype=torch.float8_e5m2).shape

# Moving data around works
y = e4.clone()
y[0] = 7.0
y
y[1:4]
y[torch.tensor([0, 2])]
torch.cat([e4, e4]).float()
torch.stack([e4[:2], e4[2:4]])
e4.reshape(2, 3).t().contiguous().float()
z = torch.zeros(3, dtype=torch.float8_e5m2)
z.copy_(torch.tensor([0.3, 0.6, 0.9]))
z
e4.tolist()
e4[2].item()
e4.element_size(), e4.is_floating_point(), e4.dtype
e4 == e4
e4 != e4[0]
e4.abs()
e4 * e4

# ... but almost no math
e4 + e4
e4 + 1
e4 - e4
e4 / e4
-e4
e4.sum()
e4.mean()
e4.max()
e4.exp()
e4 < e4
e4 @ e4
e4 + x
torch.cat([e4, x])
e4 == x
torch.promote_types(torch.float8_e4m3fn, torch.float32)
torch.promote_types(torch.float8_e5m2, torch.float8_e4m3fn)
torch.promote_types(torch.float8_e5m2, torch.float8_e5m2)
torch.result_type(e4, 2.0)
e4.to(torch.float16) + e4.to(torch.float16)
(e4.float() * 2).to(torch.float8_e4m3fn)
torch.isclose(e4, e4)
torch.isclose(e4, e4, rtol=0, atol=0)
torch.allclose(e4, e4)
torch.equal(e4, e4)
e4.sort()
e4.flip(0)
torch.arange(3, dtype=torch.float8_e4m3fn)
torch.eye(2, dtype=torch.float8_e8m0fnu)
e4.numpy()
# What printing shows
str(e4)
str(e5)
str(x.to(torch.float8_e5m2fnuz))
str(torch.tensor([[0.001, 1.3], [500.0, -3.7]]).to(torch.float8_e5m2))
str(big.to(torch.float8_e5m2))
str(torch.zeros(2, dtype=torch.float8_e8m0fnu))
str(torch.eye(2, dtype=torch.float8_e8m0fnu))
str(x.abs().to(torch.float8_e8m0fnu))
repr(e4[2])
