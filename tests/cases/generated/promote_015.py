a = torch.arange(6).view(2, 3).to(torch.int64)
b = torch.arange(3).to(torch.uint8)
s = torch.tensor(True, dtype=torch.int32)
(a + b).dtype
torch.maximum(a, b)
a.mean()
a.sum().dtype
a.clamp(0.5)
a / 2
a.float() / b.double()
a.float().add_(b)
a % b
