a = torch.arange(6).view(2, 3).to(torch.uint8)
b = torch.arange(3).to(torch.int64)
s = torch.tensor(True, dtype=torch.uint8)
a.abs()
a.exp()
a.div(b, rounding_mode='trunc')
torch.where(a > 1, a, b)
a / 2
