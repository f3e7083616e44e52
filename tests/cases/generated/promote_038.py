a = torch.arange(6).view(2, 3).to(torch.float64)
b = torch.arange(3).to(torch.float64)
s = torch.tensor(True, dtype=torch.uint8)
torch.result_type(a, 2.5)
a & b
a.mean()
torch.maximum(a, b)
a.clamp(0.5)
a.sqrt().dtype
~a
(a * 2.5).dtype
