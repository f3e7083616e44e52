a = torch.arange(6).view(2, 3).to(torch.int64)
b = torch.arange(3).to(torch.int64)
s = torch.tensor(2, dtype=torch.int32)
a.abs()
-a
a ** 2
a.mul_(2)
a + b
b * s
a.sum().dtype
