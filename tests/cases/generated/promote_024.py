a = torch.arange(6).view(2, 3).to(torch.int32)
b = torch.arange(3).to(torch.int64)
s = torch.tensor(2.5, dtype=torch.bool)
b * s
a + 2
a + True
(a * 2.5).dtype
(a + b).dtype
a - b
torch.result_type(a, 2.5)
a.mean()
torch.maximum(a, b)
