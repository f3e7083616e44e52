a = torch.arange(6).view(2, 3).to(torch.int32)
b = torch.arange(3).to(torch.int64)
s = torch.tensor(True, dtype=torch.float64)
a // b
a & b
~a
-a
a.sum().dtype
a + 2
a * b
