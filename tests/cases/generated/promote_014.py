a = torch.arange(6).view(2, 3).to(torch.float64)
b = torch.arange(3).to(torch.uint8)
s = torch.tensor(2.5, dtype=torch.uint8)
a.div(b, rounding_mode='trunc')
torch.maximum(a, b)
a.mul_(2)
torch.promote_types(a.dtype, b.dtype)
~a
a + True
