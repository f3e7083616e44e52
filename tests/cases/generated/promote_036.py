a = torch.arange(6).view(2, 3).to(torch.float64)
b = torch.arange(3).to(torch.uint8)
s = torch.tensor(2.5, dtype=torch.uint8)
a.mul_(2)
a * b
(a * 2.5).dtype
~a
a // b
a - b
a.clamp(0, 1)
