a = torch.arange(6).view(2, 3).to(torch.int32)
b = torch.arange(3).to(torch.int32)
s = torch.tensor(-1, dtype=torch.float64)
a & b
(a + b).dtype
a.exp()
a == b
a < b
a * 2.5
