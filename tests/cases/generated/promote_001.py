a = torch.arange(6).view(2, 3).to(torch.float64)
b = torch.arange(3).to(torch.int64)
s = torch.tensor(2, dtype=torch.int64)
a.abs()
torch.maximum(a, b)
a * 2.5
a.mean()
a + True
a % b
(a + b).dtype
a.sum()
a.float() / b.double()
