a = torch.arange(6).view(2, 3).to(torch.bool)
b = torch.arange(3).to(torch.int64)
s = torch.tensor(True, dtype=torch.float64)
a.sqrt().dtype
a * b
a.add_(b)
a + True
b.sub_(1)
