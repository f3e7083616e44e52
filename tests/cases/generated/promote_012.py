a = torch.arange(6).view(2, 3).to(torch.float64)
b = torch.arange(3).to(torch.uint8)
s = torch.tensor(-1, dtype=torch.int32)
a / 2
torch.maximum(a, b)
-a
b.sub_(1)
a * b
a < b
a.div(b, rounding_mode='trunc')
a.sum()
(a * 2.5).dtype
