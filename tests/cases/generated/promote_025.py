a = torch.arange(6).view(2, 3).to(torch.uint8)
b = torch.arange(3).to(torch.bool)
s = torch.tensor(True, dtype=torch.int64)
b.sub_(1)
a + s
a.sum()
a - b
a.div(b, rounding_mode='trunc')
~a
a ** 2
-a
a == b
