a = torch.arange(6).view(2, 3).to(torch.float64)
b = torch.arange(3).to(torch.float64)
s = torch.tensor(2.5, dtype=torch.int32)
a + s
a // b
a.exp()
b * s
a.abs()
a == b
a.float().add_(b)
a.add_(b)
