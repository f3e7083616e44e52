a = torch.arange(6).view(2, 3).to(torch.int64)
b = torch.arange(3).to(torch.int32)
s = torch.tensor(True, dtype=torch.int32)
a.sqrt().dtype
a.float() / b.double()
a.sum().dtype
a % b
a.div(b, rounding_mode='floor')
a.div(b, rounding_mode='trunc')
a.clamp(0.5)
