a = torch.arange(6).view(2, 3).to(torch.uint8)
b = torch.arange(3).to(torch.uint8)
s = torch.tensor(2.5, dtype=torch.int32)
a.exp()
a.abs()
a + s
a & b
a.add_(b)
a.clamp(0, 1)
