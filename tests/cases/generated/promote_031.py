a = torch.arange(6).view(2, 3).to(torch.int32)
b = torch.arange(3).to(torch.bool)
s = torch.tensor(2.5, dtype=torch.bool)
b.sub_(1)
a.add_(b)
torch.result_type(a, b)
a / 2
(a * 2.5).dtype
a & b
a + b
a.div(b, rounding_mode='trunc')
a == b
