# int8 and int16: two's-complement wrap-around, the promotion lattice with uint8, casts
# from float that keep the low bits.
import torch
a = torch.tensor([-128, -1, 0, 5, 127], dtype=torch.int8)
a
a.dtype
a.element_size()
a + 1
a * 2
a - 3
-a
a.abs()
a // 3
a % 3
a / 2
a ** 2
a & 0x0F
a | 1
a ^ 3
~a
a.sum()
a.sum().dtype
a.prod()
a.cumsum(0)
a.max()
a.argmin()
a.float()
a.to(torch.uint8)
a.to(torch.int16)
a == 5
a.clamp(-10, 10)
a.sort()
b = torch.tensor([300, -300, 32767, -32768], dtype=torch.int16)
b
b * 2
b + 1
b.sum()
b // -7
b.short().dtype
a.char().dtype
torch.tensor([1, 2]).short()
torch.tensor([1, 2]).char()
torch.tensor([1], dtype=torch.int8) + torch.tensor([1], dtype=torch.uint8)
(torch.tensor([1], dtype=torch.int8) + torch.tensor([1], dtype=torch.uint8)).dtype
(torch.tensor([1], dtype=torch.int8) + torch.tensor([1], dtype=torch.int16)).dtype
(torch.tensor([1], dtype=torch.int16) + torch.tensor([1], dtype=torch.uint8)).dtype
(torch.tensor([1], dtype=torch.int16) + torch.tensor([1], dtype=torch.int32)).dtype
(torch.tensor([1], dtype=torch.int8) + 1000).dtype
torch.tensor([1], dtype=torch.int8) + 1000
(torch.tensor([1], dtype=torch.int8) * 2.5)
(torch.tensor([1], dtype=torch.int16) + torch.tensor([1], dtype=torch.float16)).dtype
(torch.tensor([1], dtype=torch.int8) + torch.tensor(1.5, dtype=torch.bfloat16)).dtype
torch.promote_types(torch.int8, torch.uint8)
torch.promote_types(torch.float16, torch.bfloat16)
torch.promote_types(torch.float16, torch.int64)
torch.result_type(torch.tensor([1], dtype=torch.int8), 2.0)
torch.tensor([300], dtype=torch.int8)
torch.full((2,), 200, dtype=torch.int8)
torch.zeros(2, dtype=torch.int8).fill_(-129)
torch.zeros(2, dtype=torch.int16).fill_(40000)
torch.tensor([200.7, -300.2]).to(torch.int8)
torch.tensor([1e5]).to(torch.int16)
torch.arange(5, dtype=torch.int8)
torch.arange(-3, 3, dtype=torch.int16)
torch.iinfo(torch.int8)
torch.iinfo(torch.int16).max
torch.finfo(torch.bfloat16)
torch.finfo(torch.float16).eps
torch.tensor([1, 2], dtype=torch.int8).tolist()
torch.tensor([7], dtype=torch.int16).item()
torch.tensor([[1, 2], [3, 4]], dtype=torch.int8) @ torch.tensor([[1, 2], [3, 4]], dtype=torch.int8)
torch.tensor([100, 100], dtype=torch.int8).sum(dtype=torch.int8)
torch.tensor([100, 100], dtype=torch.int8).mean()
torch.tensor([100, 100], dtype=torch.int8).float().mean()
torch.tensor([1, 2], dtype=torch.int8).exp()
torch.tensor([1, 2], dtype=torch.int16).sqrt().dtype
torch.tensor([3, 2], dtype=torch.int8).bincount()
torch.tensor([-1, 2], dtype=torch.int8).sign()
torch.tensor([5, 2], dtype=torch.int8).div(2, rounding_mode='floor')
torch.tensor([5, -2], dtype=torch.int8).remainder(-3)
torch.tensor([[1, 2], [3, 4]], dtype=torch.int16).T.contiguous().stride()
torch.tensor([1.5], dtype=torch.float16).to(torch.int8)
torch.tensor([1, 2, 3], dtype=torch.int8)[torch.tensor([True, False, True])]
torch.zeros(3, dtype=torch.int8).index_fill_(0, torch.tensor([1]), -5)
