# The wide unsigned integers: storage formats with only a few kernels.
import torch
# Bit views read storages as another dtype, which stridelab does on the CPU only: the
# tensors here are made there whatever the default device.
torch.set_default_device('cpu')

[str(d) for d in (torch.uint16, torch.uint32, torch.uint64)]
[(d.itemsize, d.is_floating_point, d.is_signed) for d in (torch.uint16, torch.uint32, torch.uint64)]
torch.iinfo(torch.uint16).max, torch.iinfo(torch.uint32).max, torch.iinfo(torch.uint64).max
torch.iinfo(torch.uint16)
torch.iinfo(torch.uint32).bits, torch.iinfo(torch.uint64).min
torch.finfo(torch.uint16)

a = torch.tensor([1, 65535, 300], dtype=torch.uint16)
a
a.dtype, a.element_size()
torch.tensor([-1, 7], dtype=torch.uint16)
torch.tensor([70000], dtype=torch.uint16)
torch.zeros(3, dtype=torch.uint32)
torch.ones(2, dtype=torch.uint64)
torch.full((2,), 9, dtype=torch.uint32)
torch.zeros_like(a)

# Casting in and out wraps like C
a.to(torch.int32)
a.to(torch.uint8)
a.float()
torch.tensor([70000, 65535, 3], dtype=torch.int32).to(torch.uint16)
torch.tensor([-1, 2 ** 40], dtype=torch.int64).to(torch.uint32)
torch.tensor([-1.5, 3e9, 7e4]).to(torch.uint16)
torch.tensor([-1.5, 3e9, 7e4]).to(torch.uint32)
torch.tensor([-1], dtype=torch.int64).to(torch.uint64).to(torch.int64)
top = torch.tensor([-1, 2 ** 62], dtype=torch.int64).to(torch.uint64)
top
top.tolist(), top[0].item()
top.double()

# Bits: reinterpret float storage as unsigned
torch.tensor([1.0, -2.0]).view(torch.uint32)
torch.tensor([1.0, -2.0]).half().view(torch.uint16)
torch.tensor([1.0, -2.0]).bfloat16().view(torch.uint16).to(torch.int32)
torch.tensor([16256], dtype=torch.uint16).view(torch.bfloat16)
a.view(torch.uint8)
a.view(torch.int16)

# What works
a[1], a[1:]
b = a.clone()
b[0] = 5
b
torch.cat([a, b])
a == b
a == 1
a * a
a * 2
a & 3, a | 1, a ^ a
a.sum(), a.prod()
a.div(a)
a.sqrt()
a.to(torch.int64).max()
a.tolist(), a[0].item()
a.to(torch.int64).numpy()

# What PyTorch refuses
a + 1
a + a
a - a
-a
a.max()
a.min()
a < b
a > 1
a.argmax()
a // 2
a % 2
a ** 2
a << 1
~a
a.abs()
a.mean()
a @ a
torch.arange(3, dtype=torch.uint16)
a + torch.tensor([1, 2, 3])
a * torch.tensor([1, 2, 3], dtype=torch.int32)
torch.promote_types(torch.uint16, torch.int32)
torch.promote_types(torch.uint16, torch.float32)
torch.promote_types(torch.bool, torch.uint64)
torch.result_type(a, 1), torch.result_type(a, 1.5)
a.float() + 1
str(a)
str(top)
str(torch.tensor([[1, 2], [300, 65535]], dtype=torch.uint16))
repr(a[0])
