a = torch.arange(6).view(2, 3).to(torch.float32)
b = torch.arange(3).to(torch.float32)
s = torch.tensor(-1, dtype=torch.float32)
a.float() / b.double()
a < b
a
a.abs()
torch.result_type(a, b)
a / 2
b * s
a * 2.5
a & b
