a = torch.arange(6).view(2, 3).to(torch.bool)
b = torch.arange(3).to(torch.float64)
s = torch.tensor(-1, dtype=torch.int32)
b * s
a.add_(b)
torch.maximum(a, b)
a % b
