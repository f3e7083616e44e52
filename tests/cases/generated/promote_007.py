a = torch.arange(6).view(2, 3).to(torch.uint8)
b = torch.arange(3).to(torch.uint8)
s = torch.tensor(True, dtype=torch.float32)
a < b
a.sum().dtype
a / b
b * s
a.div(b, rounding_mode='trunc')
a - b
