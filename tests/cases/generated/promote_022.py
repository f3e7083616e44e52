a = torch.arange(6).view(2, 3).to(torch.bool)
b = torch.arange(3).to(torch.int64)
s = torch.tensor(-1, dtype=torch.float64)
torch.result_type(a, b)
a < b
a.clamp(0, 1)
a * b
