a = torch.arange(6).view(2, 3).to(torch.bool)
b = torch.arange(3).to(torch.float64)
s = torch.tensor(True, dtype=torch.uint8)
a.exp()
b * s
a.sum().dtype
a
