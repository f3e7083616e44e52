a = torch.arange(6).view(2, 3).to(torch.uint8)
b = torch.arange(3).to(torch.int64)
s = torch.tensor(True, dtype=torch.uint8)
a.div(b, rounding_mode='floor')
a & b
a // b
torch.promote_types(a.dtype, b.dtype)
