a = torch.arange(6).view(2, 3).to(torch.float32)
b = torch.arange(3).to(torch.float64)
s = torch.tensor(True, dtype=torch.uint8)
a // b
a / 2
a.sum().dtype
a.sqrt().dtype
b.sub_(1)
a
a ** 2
torch.maximum(a, b)
a % b
