a = torch.arange(6).view(2, 3).to(torch.float32)
b = torch.arange(3).to(torch.int32)
s = torch.tensor(2.5, dtype=torch.int32)
torch.promote_types(a.dtype, b.dtype)
a * b
b.sub_(1)
a / b
a < b
a & b
a % b
a / 2
