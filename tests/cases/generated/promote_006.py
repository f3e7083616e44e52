a = torch.arange(6).view(2, 3).to(torch.int64)
b = torch.arange(3).to(torch.int32)
s = torch.tensor(-1, dtype=torch.uint8)
a.mean()
a % b
a.div(b, rounding_mode='floor')
(a * 2.5).dtype
a / b
~a
