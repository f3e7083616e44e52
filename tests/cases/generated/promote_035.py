a = torch.arange(6).view(2, 3).to(torch.float32)
b = torch.arange(3).to(torch.float32)
s = torch.tensor(True, dtype=torch.float64)
a // b
a / 2
torch.where(a > 1, a, b)
a - b
a.abs()
(a * 2.5).dtype
a == b
a + s
a.exp()
