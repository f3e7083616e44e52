a = torch.arange(6).view(2, 3).to(torch.float64)
b = torch.arange(3).to(torch.float64)
s = torch.tensor(2.5, dtype=torch.float64)
a.clamp(0, 1)
a.add_(b)
torch.maximum(a, b)
a.sqrt().dtype
a ** 2
a * b
a / b
a + s
a % b
