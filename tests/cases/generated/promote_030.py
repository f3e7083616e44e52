a = torch.arange(6).view(2, 3).to(torch.float64)
b = torch.arange(3).to(torch.float32)
s = torch.tensor(-1, dtype=torch.bool)
-a
torch.promote_types(a.dtype, b.dtype)
a.clamp(0, 1)
a / 2
