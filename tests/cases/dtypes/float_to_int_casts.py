import torch

# Float to integer conversion as x86 does it in ATen's casts: out of range or NaN gives the
# smallest int64 (or int32), and the 8- and 16-bit types keep the low bits of an int32.
v = torch.tensor([float('inf'), float('-inf'), float('nan'), 0.0, -0.0, 1e38, -1e-45, 0.5, -2.5, 3.5, 300.0, -300.0, 3e9, -3e9])
v.to(torch.int64)
v.long()
v.to(torch.int32)
v.int()
v.to(torch.int16)
v.to(torch.int8)
v.to(torch.uint8)
v.byte()
v.to(torch.bool)
v.double().to(torch.int64)
v.double().to(torch.int32)
v.double().to(torch.uint8)
v.half().to(torch.int64)
torch.tensor(float('inf')).long()
torch.tensor(float('nan')).int()
torch.tensor([2.0 ** 63, -2.0 ** 63, 2.0 ** 31, -2.0 ** 31]).long()
torch.tensor([2.0 ** 63, -2.0 ** 63, 2.0 ** 31, -2.0 ** 31], dtype=torch.float64).int()
x = torch.zeros(3, dtype=torch.uint8)
x.copy_(torch.tensor([-1.0, 256.0, 511.9]))
x
y = torch.zeros(2, dtype=torch.int64)
y[0] = torch.tensor(float('inf'))
y
